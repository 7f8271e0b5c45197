import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '@caskmark/shared/format/dates';
import { useGiveawayTerms } from '../api/get-giveaway-terms';
import { Paragraphs } from './paragraphs';
import { QueryProblem } from './query-problem';

/** The giveaway terms of service in force when the giveaway opened (the newest, if several). */
export function GiveawayTerms({ giveawayStart }: { giveawayStart: string }) {
  const terms = useGiveawayTerms(giveawayStart);
  if (terms.isPending) return <Skeleton height={160} radius="lg" />;
  if (terms.isError) return <QueryProblem error={terms.error} onRetry={() => void terms.refetch()} />;
  const current = [...terms.data.results].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" withBorder bg="dark.7" id="terms" style={{ scrollMarginTop: 88 }}>
      <Stack gap="md">
        <Title order={2} fz={22}>
          {current?.title ?? 'Terms of service'}
        </Title>
        {current ? (
          <>
            <Text fz="xs" c="dark.2">
              In force since {formatLongDate(current.startDate)}
            </Text>
            <Paragraphs text={current.body} />
          </>
        ) : (
          <Text c="dark.1">The terms of this giveaway are being updated. Please check back before entering.</Text>
        )}
      </Stack>
    </Paper>
  );
}
