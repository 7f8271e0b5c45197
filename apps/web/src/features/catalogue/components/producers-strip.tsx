import { Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { useBrands } from '../../../lib/api/get-brands';
import { producerPath } from '../lib/paths';
import classes from './producers-strip.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** Every producer as a tile that leads to their page; the list the header's dropdown already loaded. */
export function ProducersStrip() {
  const brands = useBrands();
  if (brands.isError) return null;
  return (
    <ul className={classes.strip} aria-label="Producers">
      {brands.isPending
        ? Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton height={112} radius="md" />
            </li>
          ))
        : brands.data.results.map((brand) => (
            <li key={brand.publicPk}>
              <Link to={producerPath(brand.slug)} className={classes.tile}>
                <span className={classes.monogram} aria-hidden="true">
                  {initials(brand.name)}
                </span>
                <span className={classes.name}>{brand.name}</span>
              </Link>
            </li>
          ))}
    </ul>
  );
}
