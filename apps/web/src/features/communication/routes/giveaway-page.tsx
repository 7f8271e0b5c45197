import { Anchor, Container, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconGift } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { Giveaway } from '@caskmark/shared/api/communication';
import { formatDateTime } from '@caskmark/shared/format/dates';
import NewsletterForm from '../../../app/shell/newsletter/newsletter-form';
import { Countdown } from '../../../components/countdown';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api-client';
import { useFeatures } from '../../../lib/api/get-features';
import { useGiveaway } from '../api/get-giveaway';
import { GiveawayStatusBadge } from '../components/giveaway-status-badge';
import { GiveawayTerms } from '../components/giveaway-terms';
import { Paragraphs } from '../components/paragraphs';
import { QueryProblem } from '../components/query-problem';
import classes from './announcement-page.module.css';

export default function GiveawayPage() {
  const { slug = '' } = useParams();
  const giveaway = useGiveaway(slug);
  const showList = useFeatures()?.giveaways ?? false;
  if (giveaway.isError && giveaway.error instanceof ApiError && giveaway.error.status === 404) {
    return <NotFound message="This giveaway does not exist or has been taken down." />;
  }
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <Stack gap="xl">
        {showList ? (
          <Anchor component={Link} to="/giveaways" c="dark.1" fz="sm" w="fit-content">
            <Group gap={6}>
              <IconArrowLeft size={16} />
              All giveaways
            </Group>
          </Anchor>
        ) : null}
        {giveaway.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label="Loading giveaway">
            <Skeleton height={44} width="60%" />
            <Skeleton height={320} radius="lg" />
          </Stack>
        ) : giveaway.isError ? (
          <QueryProblem error={giveaway.error} onRetry={() => void giveaway.refetch()} />
        ) : (
          <GiveawayDetail giveaway={giveaway.data} />
        )}
      </Stack>
    </Container>
  );
}

function GiveawayDetail({ giveaway }: { giveaway: Giveaway }) {
  usePageMeta({ title: giveaway.title, description: giveaway.summary });
  return (
    <Grid gap={{ base: 32, md: 48 }}>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack component="article" gap="lg">
          <Stack gap="sm">
            <GiveawayStatusBadge status={giveaway.status} />
            <Title order={1} fz={{ base: 30, sm: 42 }} lh={1.15}>
              {giveaway.title}
            </Title>
            <Text fz="lg" c="dark.0">
              {giveaway.summary}
            </Text>
          </Stack>
          <div className={classes.banner}>
            <img src={giveaway.image} alt="" />
          </div>
          <Paragraphs text={giveaway.body} />
          <GiveawayTerms giveawayStart={giveaway.startDate} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" withBorder bg="dark.7" pos={{ md: 'sticky' }} top={96}>
          <EntryPanel giveaway={giveaway} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function EntryPanel({ giveaway }: { giveaway: Giveaway }) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text fz="xs" c="dark.2" tt="uppercase" fw={600} style={{ letterSpacing: '0.08em' }}>
          The prize
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconGift size={20} color="var(--mantine-color-cask-3)" style={{ flex: 'none', marginTop: 2 }} />
          <Text fw={600} c="dark.0">
            {giveaway.prize}
          </Text>
        </Group>
      </Stack>
      <Stack gap={2}>
        <Text fz="sm" c="dark.1">
          Opens {formatDateTime(giveaway.startDate)}
        </Text>
        <Text fz="sm" c="dark.1">
          Closes {formatDateTime(giveaway.endDate)}
        </Text>
      </Stack>
      {giveaway.status === 'closed' ? (
        <Text fw={600} c="dark.0">
          This giveaway has ended. Winners have been notified by e-mail.
        </Text>
      ) : giveaway.status === 'upcoming' ? (
        <Stack gap="xs">
          <Text fz="sm" fw={600} c="dark.0">
            Entries open in
          </Text>
          <Countdown to={giveaway.startDate} label="Entries open in" />
        </Stack>
      ) : (
        <Stack gap="md">
          <Stack gap="xs">
            <Text fz="sm" fw={600} c="dark.0">
              Closes in
            </Text>
            <Countdown to={giveaway.endDate} label="Closes in" />
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="lg">
              Enter the giveaway
            </Title>
            <Text fz="sm" c="dark.1">
              Subscribe with your e-mail to enter; one entry per person. By entering you accept the{' '}
              <Anchor href="#terms" fz="sm">
                giveaway terms
              </Anchor>
              .
            </Text>
          </Stack>
          <NewsletterForm layout="stacked" partner={giveaway.slug} />
        </Stack>
      )}
    </Stack>
  );
}
