import { Badge, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { SaleStatus } from '@caskmark/shared/api/catalogue';
import { RELEASE_STYLE_LABELS, type ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';
import { Countdown } from '../../../components/countdown';
import { PackMedia, type PackMediaProps } from './pack-media';
import { SaleStatusBadge } from './sale-status-badge';
import classes from './release-pack-card.module.css';

export interface PackCardLayoutProps {
  media: Pick<PackMediaProps, 'image' | 'video' | 'alt' | 'eager'>;
  releaseStyle: ReleaseStyle;
  saleStatus: SaleStatus;
  /** More badges over the picture (e.g. 'Bundle'). */
  mediaExtra?: ReactNode;
  /** Left out where the page already names the producer. */
  brandName?: string;
  /** The card's name, as the link or button that opens it. */
  title: ReactNode;
  countdown: { label: string; to: string } | null;
  /** The card's labels change at the moment the countdown ends; its owner re-renders then. */
  onCountdownComplete: () => void;
  /** The price row and anything under it, between the title and the countdown. */
  children: ReactNode;
}

/**
 * The frame shared by the release and release-pack cards of the grids: the picture, whose motion plays
 * while the card is hovered or focused, with the style and sale badges; the producer; the title; the
 * caller's lines; the countdown to the next opening or closing.
 */
export function PackCardLayout({ media, releaseStyle, saleStatus, mediaExtra, brandName, title, countdown, onCountdownComplete, children }: PackCardLayoutProps) {
  const [hovered, setHovered] = useState(false);
  return (
    <article
      className={classes.card}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className={classes.mediaWrap}>
        <PackMedia {...media} playing={hovered} />
        <div className={classes.badges}>
          <Badge variant="filled" color="dark.7" radius="sm" size="sm" className={classes.styleBadge}>
            {RELEASE_STYLE_LABELS[releaseStyle]}
          </Badge>
          <SaleStatusBadge status={saleStatus} />
        </div>
        {mediaExtra}
      </div>
      <div className={classes.body}>
        {brandName === undefined ? null : (
          <Text className={classes.brand} lineClamp={1}>
            {brandName}
          </Text>
        )}
        {title}
        {children}
        {countdown ? (
          <div className={classes.countdown}>
            <Text className={classes.countdownLabel}>{countdown.label}</Text>
            <Countdown to={countdown.to} size="sm" label={countdown.label} onComplete={onCountdownComplete} className={classes.countdownUnits} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
