import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { EditionHistoryRow } from '@caskmark/shared/api/catalogue';
import { historyRowLink, historyRowName, isBundleSale } from '../lib/history-display';
import classes from './history-table.module.css';

/** Bundle rows turn through their bottles' pictures once a second (part 2 §2 screen 1). */
export const BUNDLE_CAROUSEL_MS = 1000;

function RotatingThumb({ images }: { images: string[] }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (images.length < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % images.length), BUNDLE_CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [images.length]);
  return <img src={images[index % images.length]} alt="" width={45} height={56} className={classes.thumb} loading="lazy" />;
}

export function HistoryNameCell({ row }: { row: EditionHistoryRow }) {
  const images = isBundleSale(row) ? row.listingEditionNfts.map((item) => item.image) : [row.bottleImage];
  return (
    <Link to={historyRowLink(row)} className={classes.nameLink}>
      {images.length > 1 ? <RotatingThumb images={images} /> : <img src={images[0]} alt="" width={45} height={56} className={classes.thumb} loading="lazy" />}
      <Text component="span" className={classes.name} lineClamp={2}>
        {historyRowName(row)}
      </Text>
    </Link>
  );
}
