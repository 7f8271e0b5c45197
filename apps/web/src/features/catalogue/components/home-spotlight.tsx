import { Badge, Button, Skeleton, Text } from '@mantine/core';
import { useReducer } from 'react';
import { Link } from 'react-router';
import type { Release } from '@caskmark/shared/api/catalogue';
import { RELEASE_STYLE_LABELS } from '@caskmark/shared/catalogue/release-styles';
import { Countdown } from '../../../components/countdown';
import { Price } from '../../../components/price';
import { serverNow } from '../../../lib/server-time';
import { releasePath } from '../lib/paths';
import { nextCountdown } from '../lib/sale-timing';
import { PackMedia } from './pack-media';
import { SaleStatusBadge } from './sale-status-badge';
import classes from './home-spotlight.module.css';

/** The featured release in the home hero: its picture, its countdown and the way in. */
export function HomeSpotlight({ release }: { release: Release | undefined }) {
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  if (!release) {
    return (
      <div className={classes.card} aria-hidden="true">
        <Skeleton className={classes.media} radius={0} style={{ aspectRatio: '4 / 5', height: 'auto' }} />
        <div className={classes.body}>
          <Skeleton height={12} width="40%" />
          <Skeleton height={28} width="80%" mt={8} />
          <Skeleton height={48} mt={12} />
        </div>
      </div>
    );
  }
  const countdown = nextCountdown(release, serverNow());
  const href = releasePath(release.brand.slug, release.releasePublicPk);
  return (
    <article className={classes.card} aria-labelledby="spotlight-title">
      <Link to={href} className={classes.media} tabIndex={-1} aria-hidden="true">
        <PackMedia image={release.image} video={release.productVideo} alt="" eager />
      </Link>
      <div className={classes.body}>
        <div className={classes.badges}>
          {release.isFeatured ? (
            <Badge variant="light" color="cask" radius="sm">
              Featured
            </Badge>
          ) : null}
          <Badge variant="outline" color="gray" radius="sm">
            {RELEASE_STYLE_LABELS[release.releaseStyle]}
          </Badge>
          <SaleStatusBadge status={release.saleStatus} />
        </div>
        <Text className={classes.brand}>{release.brand.name}</Text>
        <Link to={href} className={classes.title} id="spotlight-title">
          {release.productTitle}
        </Link>
        {release.minPriceUsd !== null ? <Price usd={release.minPriceUsd} prefix="From: " className={classes.price} /> : null}
        {countdown ? (
          <div className={classes.countdown}>
            <Text className={classes.countdownLabel}>{countdown.label}</Text>
            <Countdown to={countdown.to} size="md" label={countdown.label} onComplete={refresh} className={classes.countdownUnits} />
          </div>
        ) : null}
        <Button component={Link} to={href} variant="filled" mt="xs">
          View release
        </Button>
      </div>
    </article>
  );
}
