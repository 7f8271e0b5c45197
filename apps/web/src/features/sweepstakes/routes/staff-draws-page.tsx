import { Alert, Anchor, Badge, Code, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StaffDrawListSchema } from '@caskmark/shared/api/sweepstakes';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type StaffDraws = z.infer<typeof StaffDrawListSchema>;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /staff/draws: every sweepstakes and shuffle draw — commitment, entries, fees, seed and winners (decision 360). */
export default function StaffDrawsPage() {
  const draws = useQuery({
    queryKey: queryKeys.staffDraws(),
    queryFn: ({ signal }) => apiRequest<StaffDraws>('/api/staff/v1/draws', { signal }),
    refetchInterval: 30_000,
  });
  return (
    <Stack gap="md">
      <Title order={2}>Draws</Title>
      <Text c="dimmed" size="sm">
        Seeds are committed when a sweepstakes or shuffle opens and revealed when the draw runs at the close (business clock). Every draw is in the audit log as sweepstakes.drawn / shuffle.drawn.
      </Text>
      {draws.isError ? <Alert color="red">Could not load the draws.</Alert> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" role="list" aria-label="Draws">
        {(draws.data?.results ?? []).map((draw) => (
          <Paper key={draw.releasePackPublicPk} withBorder radius="md" p="md" role="listitem">
            <Stack gap={6}>
              <Text fw={700}>{draw.name}</Text>
              <Badge color={draw.drawnAt ? 'teal' : 'yellow'} variant="light">
                {draw.kind} · {draw.drawnAt ? `drawn ${dateTime.format(new Date(draw.drawnAt))}` : draw.closesAt ? `draws ${dateTime.format(new Date(draw.closesAt))}` : 'open'}
              </Badge>
              <Text size="sm">
                {draw.entrantCount} entrants · {draw.ticketCount} tickets · {usd.format(draw.paidAmountUsd)} taken
              </Text>
              <Text size="xs" c="dimmed">
                Seed hash
              </Text>
              <Code style={{ wordBreak: 'break-all' }}>{draw.seedHash}</Code>
              {draw.winners ? <Text size="sm">Winners: {draw.winners.map((winner) => `@${winner.handler} (#${winner.editionNumber ?? '—'})`).join(', ') || 'none'}</Text> : null}
              <Anchor component={Link} to={`/draws/${draw.releasePackPublicPk}`} size="sm">
                Public record
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
