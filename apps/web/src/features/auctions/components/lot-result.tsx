import { Badge, Stack, Text } from '@mantine/core';
import type { LotStats } from '@caskmark/shared/api/catalogue-detail';

/**
 * A closed lot's result (decision 254): settling, won by the viewer (the lot waits in their cart),
 * sold to someone else, or not sold. Never the live 'highest bidder' badge once bidding has ended.
 */
export function LotResult({ stats, viewerLeads }: { stats: LotStats; viewerLeads: boolean }) {
  if (!stats.settled) {
    return <ResultBadge color="gray" label="AUCTION CLOSED" note="The result is being settled." />;
  }
  if (stats.lotOutcome === 'no_bids') return <ResultBadge color="gray" label="NOT SOLD" note="The lot closed without bids." />;
  if (stats.lotOutcome === 'reserve_not_met') {
    return <ResultBadge color="gray" label="NOT SOLD" note="The lot closed below its reserve price." />;
  }
  if (stats.lotOutcome === 'unpaid') return <ResultBadge color="gray" label="NOT SOLD" note="No bidder completed the purchase." />;
  if (viewerLeads) {
    return <ResultBadge color="green" label="YOU WON THIS LOT" note="It waits in your cart: complete the purchase before its deadline." />;
  }
  return <ResultBadge color="gray" label="AUCTION CLOSED" note={stats.highestBidderHandler ? `Won by @${stats.highestBidderHandler}` : undefined} />;
}

function ResultBadge({ color, label, note }: { color: string; label: string; note?: string }) {
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={color} size="lg" radius="sm" variant="light">
        {label}
      </Badge>
      {note ? (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}
