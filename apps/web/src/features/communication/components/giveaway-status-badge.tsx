import { Badge } from '@mantine/core';
import type { Giveaway } from '@caskmark/shared/api/communication';

const LOOK: Record<Giveaway['status'], { label: string; color: string }> = {
  live: { label: 'Open now', color: 'teal' },
  upcoming: { label: 'Coming soon', color: 'cask' },
  closed: { label: 'Closed', color: 'gray' },
};

export function GiveawayStatusBadge({ status }: { status: Giveaway['status'] }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" radius="sm" tt="none" size="md">
      {look.label}
    </Badge>
  );
}
