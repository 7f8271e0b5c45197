import { Skeleton, Stack } from '@mantine/core';
import classes from './release-hero.module.css';

/** The release hero's shape while it loads, so the page does not jump when it arrives. */
export function ReleasePageSkeleton() {
  return (
    <div className={classes.hero} aria-busy="true" aria-label="Loading release">
      <div className={classes.media}>
        <Skeleton radius={0} style={{ aspectRatio: '4 / 5', height: 'auto' }} />
      </div>
      <Stack gap="md" className={classes.details}>
        <Skeleton height={14} width="30%" />
        <Skeleton height={44} width="85%" />
        <Skeleton height={22} width="50%" />
        <Skeleton height={80} />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    </div>
  );
}
