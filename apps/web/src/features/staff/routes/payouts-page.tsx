import { Alert, Anchor, Badge, Button, Group, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { NO_PAYOUTS_OWED_MESSAGE, type PayoutFilter, type PayoutQueue, type StaffPayout } from '@caskmark/shared/api/staff-payouts';
import { usePayoutQueue } from '../api/payouts';
import { MarkPaidDialog } from '../components/mark-paid-dialog';
import { QueueFilter } from '../components/queue-filter';
import { cents } from '../components/refund-dialog';
import classes from './queue-page.module.css';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const FILTERS: { value: PayoutFilter; label: string }[] = [
  { value: 'owed', label: 'Owed' },
  { value: 'paid', label: 'Paid' },
  { value: 'all', label: 'All' },
];

/** '3 days', '5 hours', 'just now': how long the seller has waited, on the business clock. */
function age(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  if (days >= 1) return `${days} day${days === 1 ? '' : 's'}`;
  const hours = Math.floor(seconds / 3_600);
  if (hours >= 1) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const minutes = Math.floor(seconds / 60);
  return minutes >= 1 ? `${minutes} min` : 'just now';
}

function PayoutCard({ payout, onMarkPaid }: { payout: StaffPayout; onMarkPaid: () => void }) {
  return (
    <Paper withBorder p="md" radius="md" role="listitem" aria-label={`Payout to @${payout.sellerHandler}`}>
      <Group justify="space-between" align="start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Text fw={600}>
            {cents(payout.sellerAmountCents)} to @{payout.sellerHandler}
          </Text>
          <Text size="sm">
            {payout.item}
            {payout.editionCount > 1 ? ` and ${payout.editionCount - 1} more` : ''} ·{' '}
            <Anchor component={Link} to={`/listings/${payout.listingId}`} size="sm">
              listing #{payout.listingId}
            </Anchor>
          </Text>
          <Text size="xs" c="dimmed">
            Sold for {cents(payout.grossCents)} · fee {cents(payout.feeCents)}
            {payout.royaltyCents ? ` · royalty ${cents(payout.royaltyCents)}` : ''} · {dateTime.format(new Date(payout.createdAt))}
            {payout.status === 'owed' ? ` · waiting ${age(payout.ageSeconds)}` : ''}
          </Text>
          {payout.sellerEmail ? (
            <Text size="xs" c="dimmed">
              {payout.sellerEmail}
            </Text>
          ) : null}
          {payout.payoutAddress ? (
            <Text size="xs" c="dimmed" className={classes.mono}>
              Payout address {payout.payoutAddress}
            </Text>
          ) : null}
          {payout.status === 'paid' ? (
            <Text size="xs" c="dimmed">
              Paid {payout.paidAt ? dateTime.format(new Date(payout.paidAt)) : ''} by @{payout.paidBy ?? 'staff'} · reference {payout.reference}
            </Text>
          ) : null}
        </div>
        <Group gap="xs">
          <Badge color={payout.status === 'owed' ? 'yellow' : 'green'} variant="light">
            {payout.status === 'owed' ? 'Owed' : 'Paid'}
          </Badge>
          {payout.status === 'owed' ? (
            <Button size="xs" variant="light" onClick={onMarkPaid}>
              Mark paid
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

const label = (filter: (typeof FILTERS)[number], counts: PayoutQueue['counts'] | undefined) => (counts ? `${filter.label} (${counts[filter.value]})` : filter.label);

/** /staff/payouts: what sellers are owed for card sales, paid outside the platform and recorded here (decision 294). */
export default function PayoutsPage() {
  const [status, setStatus] = useState<PayoutFilter>('owed');
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [seller] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<StaffPayout | null>(null);
  const queue = usePayoutQueue({ status, seller, from: from || undefined, to: to || undefined, page });
  const results = queue.data?.results ?? [];
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.count / queue.data.size)) : 1;
  const filtered = Boolean(seller || from || to);
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Payouts</Title>
        <Text c="dimmed" size="sm">
          Sellers are owed 90 % of each listing bought by card once the NFT is transferred. Pay them by bank, then record the reference here.
        </Text>
      </div>
      <QueueFilter
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        data={FILTERS.map((filter) => ({ value: filter.value, label: label(filter, queue.data?.counts) }))}
        label="Show payouts"
      />
      {queue.data && queue.data.owedCents > 0 ? (
        <Text size="sm" fw={600}>
          {cents(queue.data.owedCents)} owed in total
        </Text>
      ) : null}
      <Group gap="sm" wrap="wrap" align="end">
        <TextInput label="Seller" placeholder="@handler or e-mail" value={search} onChange={(event) => (setSearch(event.currentTarget.value), setPage(1))} w={280} maw="100%" />
        <TextInput label="From" type="date" value={from} onChange={(event) => (setFrom(event.currentTarget.value), setPage(1))} w={170} />
        <TextInput label="To" type="date" value={to} onChange={(event) => (setTo(event.currentTarget.value), setPage(1))} w={170} />
      </Group>
      {queue.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : null}
      {queue.isSuccess && results.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {filtered ? 'No payouts match these filters.' : status === 'owed' ? NO_PAYOUTS_OWED_MESSAGE : status === 'paid' ? 'No payouts have been paid yet.' : 'No card sales yet.'}
        </Text>
      ) : null}
      <Stack gap="sm" role="list" aria-label="Payouts">
        {results.map((payout) => (
          <PayoutCard key={payout.publicPk} payout={payout} onMarkPaid={() => setChosen(payout)} />
        ))}
      </Stack>
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
      <MarkPaidDialog payout={chosen} onClose={() => setChosen(null)} />
    </Stack>
  );
}
