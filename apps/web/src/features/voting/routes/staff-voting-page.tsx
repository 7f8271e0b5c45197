import { Alert, Badge, Group, Loader, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { StaffVotingList, VotingResults } from '@caskmark/shared/api/voting';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type StaffVote = StaffVotingList['results'][number];
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function windowLabel(vote: StaffVote): string {
  if (!vote.votingOpenDate || !vote.votingCloseDate) return 'No window';
  const close = dateTime.format(new Date(vote.votingCloseDate));
  return vote.isOpen ? `Open · closes ${close}` : `${dateTime.format(new Date(vote.votingOpenDate))} – ${close}`;
}

/** One vote's results: per question, options by Borda points with first places and average rank. */
function VoteResults({ vote }: { vote: StaffVote }) {
  const results = useQuery({
    queryKey: queryKeys.staffVotingResults(vote.releasePublicPk),
    queryFn: ({ signal }) => apiRequest<VotingResults>(`/api/staff/v1/voting/${vote.releasePublicPk}/results`, { signal }),
    refetchInterval: 30_000,
  });
  if (results.isPending) return <Loader size="sm" color="cask" aria-label="Loading the results" />;
  if (results.isError) return <Alert color="red">Could not load the results.</Alert>;
  return (
    <Stack gap="md">
      {results.data.questions.map((question) => {
        const top = Math.max(1, ...question.options.map((option) => option.points));
        return (
          <Stack key={question.publicPk} gap={6} component="section" aria-label={question.question}>
            <Text fw={600}>{question.question}</Text>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing={6} fz="sm" layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Option</Table.Th>
                    <Table.Th ta="right" w={112}>Points</Table.Th>
                    <Table.Th ta="right" w={112}>First places</Table.Th>
                    <Table.Th ta="right" w={112}>Average rank</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {question.options.map((option) => (
                    <Table.Tr key={option.publicPk}>
                      <Table.Td>
                        <Text size="sm">{option.description}</Text>
                        <Progress value={(option.points / top) * 100} size="xs" color="cask" mt={4} aria-hidden="true" />
                      </Table.Td>
                      <Table.Td ta="right">{option.points}</Table.Td>
                      <Table.Td ta="right">{option.firstPlaces}</Table.Td>
                      <Table.Td ta="right">{option.averageRank ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** /staff/voting (staff only; decisions 346, 349): every release vote, its turnout and its results. */
export default function StaffVotingPage() {
  const votes = useQuery({
    queryKey: queryKeys.staffVoting(),
    queryFn: ({ signal }) => apiRequest<StaffVotingList>('/api/staff/v1/voting', { signal }),
    refetchInterval: 30_000,
  });
  return (
    <Stack gap="md">
      <Title order={2}>Voting</Title>
      <Text c="dimmed" size="sm">
        Owners rank every option; each NFT casts one ballot. An option scores n − rank + 1 points per ballot (n options), so the first place of three
        is worth 3.
      </Text>
      {votes.isPending ? <Loader size="sm" color="cask" aria-label="Loading the votes" /> : null}
      {votes.isError ? <Alert color="red">Could not load the votes.</Alert> : null}
      {votes.data && votes.data.results.length === 0 ? <Text c="dimmed">No release has a vote yet.</Text> : null}
      <Stack gap="md" role="list" aria-label="Votes">
        {(votes.data?.results ?? []).map((vote) => (
          <Paper key={vote.releasePublicPk} withBorder radius="md" p="md" role="listitem" aria-label={vote.title}>
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" gap="xs">
                <div>
                  <Text fw={700}>{vote.title}</Text>
                  <Text size="sm" c="dimmed">
                    {vote.brandName}
                  </Text>
                </div>
                <Badge color={vote.isOpen ? 'teal' : 'gray'} variant="light">
                  {windowLabel(vote)}
                </Badge>
              </Group>
              <Text size="sm">
                {vote.ballots} of {vote.eligibleNfts} NFTs voted · {vote.questionCount} {vote.questionCount === 1 ? 'question' : 'questions'}
              </Text>
              <VoteResults vote={vote} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
