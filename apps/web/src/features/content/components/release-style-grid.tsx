import { SimpleGrid } from '@mantine/core';
import {
  IconBarrel,
  IconClock,
  IconConfetti,
  IconDice,
  IconEyeOff,
  IconGavel,
  IconGift,
  IconTrophy,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RELEASE_STYLES, RELEASE_STYLE_LABELS, type ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';
import { RELEASE_STYLE_GUIDES } from '../copy/release-style-guides';
import { FeatureCard } from './feature-card';

const ICONS: Record<ReleaseStyle, ReactNode> = {
  lobby: <IconBarrel size={22} />,
  fcfs: <IconClock size={22} />,
  auction: <IconGavel size={22} />,
  sealed_auction: <IconEyeOff size={22} />,
  leaderboard: <IconTrophy size={22} />,
  shuffle: <IconDice size={22} />,
  airdrop: <IconGift size={22} />,
  sweepstakes: <IconConfetti size={22} />,
};

/** One card per release style, with the collector's view of how it works. */
export function ReleaseStyleGrid() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {RELEASE_STYLES.map((style) => (
        <FeatureCard key={style} icon={ICONS[style]} title={RELEASE_STYLE_LABELS[style]}>
          {RELEASE_STYLE_GUIDES[style]}
        </FeatureCard>
      ))}
    </SimpleGrid>
  );
}
