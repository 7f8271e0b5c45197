import { Button, Container, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../components/page-meta';
import { useServerNow } from '../../../lib/server-time';
import { ContentHero } from '../../content/components/content-hero';
import { FeatureGate } from '../../content/components/feature-gate';
import { useCurrentGiveaways } from '../api/get-giveaways';
import { GiveawayCard } from '../components/giveaway-card';
import { QueryProblem } from '../components/query-problem';

const MINUTE_MS = 60_000;

function GiveawaysContent() {
  usePageMeta({
    title: 'Giveaways',
    description: 'Current Caskmark giveaways: win bottle-backed NFTs of rare wine and spirits.',
  });
  // The list is asked for on the server's clock, to the minute, so it refreshes as giveaways open and close.
  const minute = Math.floor(useServerNow() / MINUTE_MS);
  const at = useMemo(() => new Date(minute * MINUTE_MS).toISOString(), [minute]);
  const giveaways = useCurrentGiveaways(at);

  return (
    <>
      <ContentHero
        eyebrow="Giveaways"
        title="Win a bottle"
        lead="Producers give away bottles to the Caskmark community. Winners receive the NFT in their vault and can redeem the bottle like any other."
      />
      <Container size="lg" py={48}>
        {giveaways.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label="Loading giveaways">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={380} radius="lg" />
            ))}
          </SimpleGrid>
        ) : giveaways.isError ? (
          <QueryProblem error={giveaways.error} onRetry={() => void giveaways.refetch()} />
        ) : giveaways.data.results.length === 0 ? (
          <Paper p="xl" radius="lg" withBorder bg="dark.7">
            <Stack gap="sm" align="flex-start">
              <Text c="dark.0" fw={600}>
                No giveaways are running right now.
              </Text>
              <Text c="dark.1">Sign up to the newsletter and we will tell you when the next one opens.</Text>
              <Button component={Link} to="/newsletter" variant="light">
                Join the newsletter
              </Button>
            </Stack>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {giveaways.data.results.map((giveaway) => (
              <GiveawayCard key={giveaway.publicPk} giveaway={giveaway} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}

/** /giveaways is feature-flagged (spec part 1 §2; decision 050). */
export default function GiveawaysPage() {
  return (
    <FeatureGate flag="giveaways">
      <GiveawaysContent />
    </FeatureGate>
  );
}
