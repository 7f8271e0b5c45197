import { Group, Text } from '@mantine/core';
import { formatDateTime } from '@caskmark/shared/format/dates';
import { Countdown } from '../../../components/countdown';
import { useServerNow } from '../../../lib/server-time';
import { lotPhase } from '../lib/lot-phase';

/**
 * The lot's clock: 'LOT OPENS IN' before it opens (bidding blocked, spec part 1 §4), 'Lot closes in'
 * to the soft-closed close while open, 'Lot closed on' after. `extended` adds 'Closing extended'.
 */
export function LotTimer({ lotOpenDate, lotCloseDate, extended, size = 'sm' }: { lotOpenDate: string; lotCloseDate: string | null; extended?: boolean; size?: 'sm' | 'md' }) {
  const now = useServerNow();
  const phase = lotPhase({ lotOpenDate, lotCloseDate }, now);
  if (phase === 'closed') {
    return (
      <Text size="sm" c="dimmed">
        Lot closed on {formatDateTime(lotCloseDate!)}
      </Text>
    );
  }
  const label = phase === 'upcoming' ? 'LOT OPENS IN' : 'Lot closes in';
  const to = phase === 'upcoming' ? lotOpenDate : lotCloseDate;
  return (
    <div>
      <Group gap="xs" mb={4}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
          {label}
        </Text>
        {extended && phase === 'open' ? (
          <Text size="xs" fw={700} c="yellow.4">
            Closing extended
          </Text>
        ) : null}
      </Group>
      {to ? <Countdown to={to} label={label} size={size} /> : <Text size="sm">No close date</Text>}
    </div>
  );
}
