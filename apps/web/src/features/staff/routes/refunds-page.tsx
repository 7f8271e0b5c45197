import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { RefundablePayment, RefundFilter, RefundQueue } from '@caskmark/shared/api/staff-refunds';
import { useRefundQueue } from '../api/refunds';
import { cents, RefundDialog } from '../components/refund-dialog';
import classes from './queue-page.module.css';
import { QueueFilter } from '../components/queue-filter';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const FILTERS: { value: RefundFilter; label: string }[] = [
  { value: 'refundable', label: 'Refundable' },
  { value: 'partially_refunded', label: 'Partly refunded' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'all', label: 'All' },
];
const RAILS = [
  { value: 'card', label: 'Card' },
  { value: 'saved_card', label: 'Saved card' },
  { value: 'gift_card', label: 'Gift card' },
  { value: 'wire', label: 'Wire' },
  { value: 'eth', label: 'ETH' },
];
const STATUS_COLOR: Record<string, string> = { captured: 'green', partially_refunded: 'yellow', refunded: 'gray' };
const STATUS_LABEL: Record<string, string> = { captured: 'Paid', partially_refunded: 'Partly refunded', refunded: 'Refunded' };
const REFUND_COLOR = { pending: 'yellow', succeeded: 'green', failed: 'red' } as const;

function PaymentCard({ payment, onRefund }: { payment: RefundablePayment; onRefund: () => void }) {
  return (
    <Paper withBorder p="md" radius="md" role="listitem" aria-label={`Payment of @${payment.handler}`}>
      <Group justify="space-between" align="start" wrap="wrap" gap="sm">
        <div>
          <Text fw={600}>
            {cents(payment.amountCents)} · {payment.rail.replace('_', ' ')}
          </Text>
          <Text size="sm">
            @{payment.handler}
            {payment.email ? ` · ${payment.email}` : ''}
          </Text>
          <Text size="xs" c="dimmed" className={classes.mono}>
            {payment.purpose} {payment.referencePk}
          </Text>
          <Text size="xs" c="dimmed">
            Paid {dateTime.format(new Date(payment.createdAt))}
            {payment.refundedCents ? ` · ${cents(payment.refundedCents)} refunded` : ''}
          </Text>
        </div>
        <Group gap="xs">
          <Badge color={STATUS_COLOR[payment.status] ?? 'gray'} variant="light">
            {STATUS_LABEL[payment.status] ?? payment.status}
          </Badge>
          {payment.refundableCents > 0 ? (
            <Button size="xs" color="red" variant="light" onClick={onRefund}>
              Refund
            </Button>
          ) : null}
        </Group>
      </Group>
      {payment.refunds.length ? (
        <Stack gap={4} mt="sm" aria-label="Refunds">
          {payment.refunds.map((refund) => (
            <Group key={refund.publicPk} gap="xs" wrap="wrap">
              <Badge size="sm" color={REFUND_COLOR[refund.status]} variant="dot">
                {refund.status}
              </Badge>
              <Text size="xs">
                {cents(refund.amountCents)} by @{refund.requestedBy} on {dateTime.format(new Date(refund.createdAt))}: {refund.reason}
                {refund.failureReason ? ` (${refund.failureReason})` : ''}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}

const label = (filter: (typeof FILTERS)[number], counts: RefundQueue['counts'] | undefined) => (counts ? `${filter.label} (${counts[filter.value]})` : filter.label);

/** /staff/refunds: paid orders' payments, refunded in full or in part with a reason (decision 296). */
export default function RefundsPage() {
  const [status, setStatus] = useState<RefundFilter>('refundable');
  const [rail, setRail] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<RefundablePayment | null>(null);
  const queue = useRefundQueue({ status, rail: rail ?? undefined, q });
  const results = queue.data?.results ?? [];
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Refunds</Title>
        <Text c="dimmed" size="sm">
          Paid orders, newest first. A refund is recorded with its reason before the money moves, and never exceeds what was paid.
        </Text>
      </div>
      <QueueFilter value={status} onChange={setStatus} data={FILTERS.map((filter) => ({ value: filter.value, label: label(filter, queue.data?.counts) }))} label="Show payments" />
      <Group gap="sm" wrap="wrap" align="end">
        <TextInput label="Search" placeholder="E-mail, @handler or order id" value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={320} maw="100%" />
        <Select label="Paid by" placeholder="Any method" data={RAILS} value={rail} onChange={setRail} clearable w={180} />
      </Group>
      {queue.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : null}
      {queue.isSuccess && results.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {status === 'refundable' && !q && !rail ? 'No paid orders to refund.' : 'No payments match these filters.'}
        </Text>
      ) : null}
      <Stack gap="sm" role="list" aria-label="Payments">
        {results.map((payment) => (
          <PaymentCard key={payment.intentPk} payment={payment} onRefund={() => setChosen(payment)} />
        ))}
      </Stack>
      <RefundDialog payment={chosen} onClose={() => setChosen(null)} />
    </Stack>
  );
}
