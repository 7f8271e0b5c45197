import { Badge } from '@mantine/core';
import type { SaleStatus } from '@caskmark/shared/api/catalogue';

const LOOK: Record<SaleStatus, { label: string; color: string; variant: 'filled' | 'light' | 'outline' }> = {
  live: { label: 'Live', color: 'teal', variant: 'filled' },
  upcoming: { label: 'Upcoming', color: 'cask', variant: 'filled' },
  closed: { label: 'Closed', color: 'dark.4', variant: 'filled' },
};

/** Where a sale stands on the server clock, as the server computed it. */
export function SaleStatusBadge({ status, size = 'sm' }: { status: SaleStatus; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant={look.variant} radius="sm" size={size} autoContrast>
      {look.label}
    </Badge>
  );
}
