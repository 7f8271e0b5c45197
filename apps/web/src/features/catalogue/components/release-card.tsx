import { Text } from '@mantine/core';
import { useReducer } from 'react';
import { Link } from 'react-router';
import type { Release } from '@caskmark/shared/api/catalogue';
import { launchLabel } from '@caskmark/shared/catalogue/launch-label';
import { Price } from '../../../components/price';
import { serverNow } from '../../../lib/server-time';
import { releasePath } from '../lib/paths';
import { nextCountdown } from '../lib/sale-timing';
import { PackCardLayout } from './pack-card-layout';
import classes from './release-pack-card.module.css';

export interface ReleaseCardProps {
  release: Release;
  eager?: boolean;
  hideBrand?: boolean;
}

/** A release in a grid (home, producer page): it leads to the release page. */
export function ReleaseCard({ release, eager, hideBrand }: ReleaseCardProps) {
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const now = serverNow();
  return (
    <PackCardLayout
      media={{ image: release.image, video: release.productVideo, alt: release.productTitle, eager }}
      releaseStyle={release.releaseStyle}
      saleStatus={release.saleStatus}
      brandName={hideBrand ? undefined : release.brand.name}
      title={
        <Link to={releasePath(release.brand.slug, release.releasePublicPk)} className={classes.title}>
          {release.productTitle}
        </Link>
      }
      countdown={nextCountdown(release, now)}
      onCountdownComplete={refresh}
    >
      <div className={classes.priceRow}>
        {/* Before the sale opens there is no price to pay yet; the launch date says when there will be. */}
        {release.minPriceUsd === null && release.saleStatus === 'upcoming' ? <span /> : <Price usd={release.minPriceUsd} prefix="From: " className={classes.price} />}
        <Text className={classes.launch}>{launchLabel({ lobbyOpenDate: release.lobbyOpenDate, availableCount: release.primaryAvailable }, new Date(now))}</Text>
      </div>
    </PackCardLayout>
  );
}
