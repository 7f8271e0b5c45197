import { Alert, Button, Code, Container, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { verifyDraw } from '@caskmark/shared/rules/verifiable-draw';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { usePublishedDraw } from '../api/get-published-draw';

/**
 * /draws/{releasePackPublicPk}: the public record of a sweepstakes or shuffle draw (decision 360) — the
 * seed hash committed at the opening, and after the close the seed, every entry with its weight and the
 * winners. "Verify in this browser" recomputes the result here with the published algorithm.
 */
export default function DrawPage() {
  const { releasePackPublicPk = '' } = useParams();
  const draw = usePublishedDraw(releasePackPublicPk);
  const [check, setCheck] = useState<{ seedMatches: boolean; winnersMatch: boolean } | null>(null);
  const data = draw.data;
  usePageMeta({ title: data ? `${data.name} — the draw` : 'The draw' });
  if (draw.isError) return <NotFound />;
  if (!data)
    return (
      <Group justify="center" py={96}>
        <Loader color="cask" aria-label="Loading the draw" />
      </Group>
    );
  const verify = () =>
    setCheck(verifyDraw({ seed: data.seed!, seedHash: data.seedHash, entries: data.entries!, prizes: data.prizes!, winners: data.winners!.map((winner) => winner.entryPublicPk) }));
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{data.name} — the draw</Title>
        <Text c="dimmed">
          The seed was chosen and its hash published when the {data.kind} opened; it is revealed at the draw. Anyone can recompute the winners from the seed and the list below
          (or run <Code style={{ overflowWrap: 'anywhere' }}>node scripts/verify-draw.mjs {typeof window !== 'undefined' ? window.location.origin : ''}/api/release/v3/sweepstakes/{data.releasePackPublicPk}/draw</Code>).
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Seed hash (committed {new Date(data.committedAt).toLocaleString()})
          </Text>
          <Code style={{ wordBreak: 'break-all' }}>{data.seedHash}</Code>
        </Stack>
        {data.seed ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Seed (revealed {new Date(data.drawnAt!).toLocaleString()})
            </Text>
            <Code style={{ wordBreak: 'break-all' }}>{data.seed}</Code>
          </Stack>
        ) : (
          <Alert color="blue">
            Not drawn yet: {data.entrantCount} entrants hold {data.ticketCount} tickets so far.{data.closesAt ? ` The draw takes place at ${new Date(data.closesAt).toLocaleString()}.` : ''}
          </Alert>
        )}
        {data.winners ? (
          <>
            <Title order={2} size="h3">
              Winners
            </Title>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Prize</Table.Th>
                  <Table.Th>Collector</Table.Th>
                  <Table.Th>Edition</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.winners.map((winner, index) => (
                  <Table.Tr key={winner.entryPublicPk}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>@{winner.handler}</Table.Td>
                    <Table.Td>{winner.editionNumber !== null ? `#${winner.editionNumber}` : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group>
              <Button onClick={verify}>Verify in this browser</Button>
              {check ? (
                <Text role="status" fw={600} size="sm" c={check.seedMatches && check.winnersMatch ? 'teal' : 'red'}>
                  {check.seedMatches && check.winnersMatch ? 'Verified: seed matches its hash and the winners recompute' : 'Mismatch: this result does not recompute'}
                </Text>
              ) : null}
            </Group>
            <Title order={2} size="h3">
              Entries ({data.entrantCount} entrants, {data.ticketCount} tickets)
            </Title>
            <Table.ScrollContainer minWidth={480}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Entry</Table.Th>
                    <Table.Th>Collector</Table.Th>
                    <Table.Th>Tickets</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.entries!.map((entry) => (
                    <Table.Tr key={entry.publicPk}>
                      <Table.Td>
                        <Code>{entry.publicPk}</Code>
                      </Table.Td>
                      <Table.Td>@{entry.handler}</Table.Td>
                      <Table.Td>{entry.weight}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        ) : null}
        <Text size="xs" c="dimmed">
          Algorithm: {data.algorithm}
        </Text>
      </Stack>
    </Container>
  );
}
