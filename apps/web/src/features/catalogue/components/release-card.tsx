import { Badge, Text } from '@mantine/core';
import { useReducer, useState } from 'react';
import { Link } from 'react-router';
import type { Release } from '@caskmark/shared/api/catalogue';
import { launchLabel } from '@caskmark/shared/catalogue/launch-label';
import { RELEASE_STYLE_LABELS } from '@caskmark/shared/catalogue/release-styles';
import { Countdown } from '../../../components/countdown';
import { Price } from '../../../components/price';
import { serverNow } from '../../../lib/server-time';
import { releasePath } from '../lib/paths';
import { nextCountdown } from '../lib/sale-timing';
import { PackMedia } from './pack-media';
import { SaleStatusBadge } from './sale-status-badge';
import classes from './release-pack-card.module.css';

export interface ReleaseCardProps {
  release: Release;
  eager?: boolean;
  hideBrand?: boolean;
}

/** A release in a grid (home, producer page): it leads to the release page. */
export function ReleaseCard({ release, eager, hideBrand }: ReleaseCardProps) {
  const [hovered, setHovered] = useState(false);
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const now = serverNow();
  const countdown = nextCountdown(release, now);
  return (
    <article
      className={classes.card}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className={classes.mediaWrap}>
        <PackMedia image={release.image} video={release.productVideo} alt={release.productTitle} playing={hovered} eager={eager} />
        <div className={classes.badges}>
          <Badge variant="filled" color="dark.7" radius="sm" size="sm" className={classes.styleBadge}>
            {RELEASE_STYLE_LABELS[release.releaseStyle]}
          </Badge>
          <SaleStatusBadge status={release.saleStatus} />
        </div>
      </div>
      <div className={classes.body}>
        {hideBrand ? null : (
          <Text className={classes.brand} lineClamp={1}>
            {release.brand.name}
          </Text>
        )}
        <Link to={releasePath(release.brand.slug, release.releasePublicPk)} className={classes.title}>
          {release.productTitle}
        </Link>
        <div className={classes.priceRow}>
          {/* Before the sale opens there is no price to pay yet; the launch date says when there will be. */}
          {release.minPriceUsd === null && release.saleStatus === 'upcoming' ? <span /> : <Price usd={release.minPriceUsd} prefix="From: " className={classes.price} />}
          <Text className={classes.launch}>{launchLabel({ lobbyOpenDate: release.lobbyOpenDate, availableCount: release.primaryAvailable }, new Date(now))}</Text>
        </div>
        {countdown ? (
          <div className={classes.countdown}>
            <Text className={classes.countdownLabel}>{countdown.label}</Text>
            <Countdown to={countdown.to} size="sm" label={countdown.label} onComplete={refresh} className={classes.countdownUnits} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
