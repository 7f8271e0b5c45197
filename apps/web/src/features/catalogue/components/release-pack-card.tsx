import { Badge, Text, UnstyledButton } from '@mantine/core';
import { useReducer } from 'react';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import { launchLabel } from '@caskmark/shared/catalogue/launch-label';
import { Price } from '../../../components/price';
import { serverNow } from '../../../lib/server-time';
import { packPriceLine } from '../lib/pack-price';
import { lotLine, nextCountdown } from '../lib/sale-timing';
import { PackCardLayout } from './pack-card-layout';
import classes from './release-pack-card.module.css';

export interface ReleasePackCardProps {
  pack: ReleasePack;
  onOpen: (pack: ReleasePack) => void;
  eager?: boolean;
  /** The release page already names the producer above the grid. */
  hideBrand?: boolean;
}

/**
 * A release pack in a grid (spec part 1 §2): picture with the motion on hover, name, 'From: price',
 * the launch text and a countdown. The whole card opens the edition browser.
 */
export function ReleasePackCard({ pack, onOpen, eager, hideBrand }: ReleasePackCardProps) {
  // The labels depend on the time only at the open and close moments; the countdown tells us when.
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const now = serverNow();
  const lot = lotLine(pack, now);
  return (
    <PackCardLayout
      media={{ image: pack.image, video: pack.video, alt: pack.name, eager }}
      releaseStyle={pack.releaseStyle}
      saleStatus={pack.saleStatus}
      mediaExtra={
        pack.isBundle ? (
          <Badge className={classes.bundle} variant="light" color="cask" radius="sm" size="sm">
            Bundle
          </Badge>
        ) : null
      }
      brandName={hideBrand ? undefined : pack.brandName}
      title={
        <UnstyledButton className={classes.title} onClick={() => onOpen(pack)} aria-haspopup="dialog">
          {pack.name}
        </UnstyledButton>
      }
      countdown={nextCountdown(pack, now)}
      onCountdownComplete={refresh}
    >
      <div className={classes.priceRow}>
        <Price {...packPriceLine(pack)} className={classes.price} />
        <Text className={classes.launch}>{launchLabel(pack, new Date(now))}</Text>
      </div>
      {lot ? <Text className={classes.lot}>{lot}</Text> : null}
    </PackCardLayout>
  );
}
