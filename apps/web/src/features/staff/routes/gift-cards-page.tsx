import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { GiftCardFilter, IssuedGiftCard, IssuedGiftCardList } from '@caskmark/shared/api/staff-gift-cards';
import { useIssuedGiftCards } from '../api/gift-cards';
import { IssueGiftCardDialog } from '../components/issue-gift-card-dialog';
import { cents } from '../components/refund-dialog';
import { QueueFilter } from '../components/queue-filter';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const FILTERS: { value: GiftCardFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Not accepted yet' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'spent', label: 'Spent' },
  { value: 'declined', label: 'Declined' },
];
const STATUS_COLOR: Record<IssuedGiftCard['status'], string> = { pending: 'yellow', accepted: 'green', spent: 'gray', declined: 'red', cancelled: 'red' };
const STATUS_LABEL: Record<IssuedGiftCard['status'], string> = { pending: 'Not accepted yet', accepted: 'Accepted', spent: 'Spent', declined: 'Declined', cancelled: 'Cancelled' };

function GiftCardRow({ card }: { card: IssuedGiftCard }) {
  return (
    <Paper withBorder p="md" radius="md" role="listitem" aria-label={card.title}>
      <Group justify="space-between" align="start" wrap="wrap" gap="sm">
        <div>
          <Text fw={600}>
            {card.title} · {cents(card.initialCents)}
          </Text>
          <Text size="sm">
            To @{card.recipientHandler}
            {card.recipientEmail ? ` · ${card.recipientEmail}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            Issued {dateTime.format(new Date(card.createdAt))}
            {card.issuedBy ? ` by @${card.issuedBy}` : ''} · balance {cents(card.balanceCents)}
          </Text>
          {card.message ? (
            <Text size="xs" c="dimmed" fs="italic">
              “{card.message}”
            </Text>
          ) : null}
        </div>
        <Badge color={STATUS_COLOR[card.status]} variant="light">
          {STATUS_LABEL[card.status]}
        </Badge>
      </Group>
    </Paper>
  );
}

const label = (filter: (typeof FILTERS)[number], counts: IssuedGiftCardList['counts'] | undefined) => (counts ? `${filter.label} (${counts[filter.value]})` : filter.label);

/** /staff/gift-cards: issue gift cards to collectors and follow them (decision 297). */
export default function GiftCardsPage() {
  const [status, setStatus] = useState<GiftCardFilter>('all');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [issuing, setIssuing] = useState(false);
  const cards = useIssuedGiftCards({ status, q });
  const results = cards.data?.results ?? [];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" wrap="wrap">
        <div>
          <Title order={2}>Gift cards</Title>
          <Text c="dimmed" size="sm">
            A card waits in the recipient’s MY GIFT CARDS until they accept it; then it pays for orders.
          </Text>
        </div>
        <Button onClick={() => setIssuing(true)}>Issue a gift card</Button>
      </Group>
      <QueueFilter value={status} onChange={setStatus} data={FILTERS.map((filter) => ({ value: filter.value, label: label(filter, cards.data?.counts) }))} label="Show gift cards" />
      <TextInput label="Search" placeholder="Recipient e-mail or @handler" value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={320} maw="100%" />
      {cards.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : null}
      {cards.isSuccess && results.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {status === 'all' && !q ? 'No gift cards issued yet.' : 'No gift cards match these filters.'}
        </Text>
      ) : null}
      <Stack gap="sm" role="list" aria-label="Gift cards">
        {results.map((card) => (
          <GiftCardRow key={card.publicPk} card={card} />
        ))}
      </Stack>
      <IssueGiftCardDialog opened={issuing} onClose={() => setIssuing(false)} />
    </Stack>
  );
}
