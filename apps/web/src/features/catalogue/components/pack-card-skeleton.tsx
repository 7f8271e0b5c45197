import { Skeleton } from '@mantine/core';
import classes from './release-pack-card.module.css';

/** Holds a card's exact place while it loads, so nothing moves when the data arrives. */
export function PackCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden="true">
      <Skeleton radius={0} style={{ aspectRatio: '4 / 5', height: 'auto' }} />
      <div className={classes.body}>
        <Skeleton height={10} width="40%" radius="sm" />
        <Skeleton height={18} width="85%" radius="sm" mt={4} />
        <Skeleton height={18} width="60%" radius="sm" />
        <Skeleton height={16} width="50%" radius="sm" mt={8} />
      </div>
    </div>
  );
}
