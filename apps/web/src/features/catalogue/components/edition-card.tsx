import { Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EditionNft } from '@caskmark/shared/api/catalogue';
import { Price } from '../../../components/price';
import { editionPath } from '../lib/paths';
import { availabilityColor, editionPriceUsd } from '../lib/edition-display';
import classes from './edition-card.module.css';

/** One edition in the edition browser: number, availability and price; opens the edition page. */
export function EditionCard({ edition, onNavigate }: { edition: EditionNft; onNavigate?: () => void }) {
  const price = editionPriceUsd(edition);
  return (
    <Link
      to={editionPath(edition.brandSlug, edition.releaseSlug, edition.publicPk)}
      className={classes.card}
      onClick={onNavigate}
      aria-label={`Edition #${edition.editionNumber} of ${edition.totalCount}, ${edition.availability}`}
    >
      <div className={classes.media}>
        <img src={edition.image} alt="" width={240} height={300} loading="lazy" decoding="async" />
        <span className={classes.number}>#{edition.editionNumber}</span>
      </div>
      <div className={classes.body}>
        <Text className={classes.edition}>
          Edition {edition.editionNumber} / {edition.totalCount}
        </Text>
        <Badge size="xs" radius="sm" variant="light" color={availabilityColor(edition.availability)}>
          {edition.availability}
        </Badge>
        <div className={classes.priceRow}>
          <Text className={classes.priceLabel}>{price.label}</Text>
          <Price usd={price.usd} className={classes.price} />
        </div>
      </div>
    </Link>
  );
}
