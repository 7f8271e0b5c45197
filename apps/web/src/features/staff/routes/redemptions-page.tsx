import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useStaffRedemptions, type RedemptionFilter } from '../api/redemptions';
import { RedemptionCard } from '../components/redemption-card';
import { QueueFilter } from '../components/queue-filter';

const FILTERS: { value: RedemptionFilter; label: string }[] = [
  { value: 'open', label: 'To do' },
  { value: 'paid', label: 'Paid' },
  { value: 'confirmed', label: 'Packed' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'pending', label: 'Unpaid' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
];

/** /staff/redemptions: the warehouse's queue (decision 273) — pack, ship with a tracking code, hand over pickups, write notes. */
export default function RedemptionsPage() {
  const [filter, setFilter] = useState<RedemptionFilter>('open');
  const requests = useStaffRedemptions(filter);
  const results = requests.data?.results ?? [];
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Redemptions</Title>
        <Text c="dimmed" size="sm">
          Oldest first. Pack the bottle, book the courier and mark it shipped with the tracking code; the carrier's scans mark it delivered. Pickups are marked picked up at the counter.
        </Text>
      </div>
      <QueueFilter value={filter} onChange={setFilter} data={FILTERS} label="Show redemptions" />
      {requests.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : null}
      {requests.isSuccess && results.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {filter === 'open' ? 'Nothing to fulfil right now.' : 'No redemptions here.'}
        </Text>
      ) : null}
      <Stack gap="sm" role="list" aria-label="Redemptions">
        {results.map((request) => (
          <RedemptionCard key={request.publicPk} request={request} />
        ))}
      </Stack>
    </Stack>
  );
}
