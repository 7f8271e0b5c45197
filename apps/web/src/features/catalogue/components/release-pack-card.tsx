import { Badge, Text, UnstyledButton } from '@mantine/core';
import { useReducer, useState } from 'react';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import { launchLabel } from '@caskmark/shared/catalogue/launch-label';
import { RELEASE_STYLE_LABELS } from '@caskmark/shared/catalogue/release-styles';
import { Countdown } from '../../../components/countdown';
import { Price } from '../../../components/price';
import { serverNow } from '../../../lib/server-time';
import { packPriceLine } from '../lib/pack-price';
import { lotLine, nextCountdown } from '../lib/sale-timing';
import { PackMedia } from './pack-media';
import { SaleStatusBadge } from './sale-status-badge';
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
  const [hovered, setHovered] = useState(false);
  // The labels depend on the time only at the open and close moments; the countdown tells us when.
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const now = serverNow();
  const countdown = nextCountdown(pack, now);
  const lot = lotLine(pack, now);
  return (
    <article
      className={classes.card}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className={classes.mediaWrap}>
        <PackMedia image={pack.image} video={pack.video} alt={pack.name} playing={hovered} eager={eager} />
        <div className={classes.badges}>
          <Badge variant="filled" color="dark.7" radius="sm" size="sm" className={classes.styleBadge}>
            {RELEASE_STYLE_LABELS[pack.releaseStyle]}
          </Badge>
          <SaleStatusBadge status={pack.saleStatus} />
        </div>
        {pack.isBundle ? (
          <Badge className={classes.bundle} variant="light" color="cask" radius="sm" size="sm">
            Bundle
          </Badge>
        ) : null}
      </div>
      <div className={classes.body}>
        {hideBrand ? null : (
          <Text className={classes.brand} lineClamp={1}>
            {pack.brandName}
          </Text>
        )}
        <UnstyledButton className={classes.title} onClick={() => onOpen(pack)} aria-haspopup="dialog">
          {pack.name}
        </UnstyledButton>
        <div className={classes.priceRow}>
          <Price {...packPriceLine(pack)} className={classes.price} />
          <Text className={classes.launch}>{launchLabel(pack, new Date(now))}</Text>
        </div>
        {lot ? <Text className={classes.lot}>{lot}</Text> : null}
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
