import { Anchor, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { Announcement } from '@caskmark/shared/api/communication';
import { formatLongDate } from '@caskmark/shared/format/dates';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api-client';
import { useAnnouncement } from '../api/get-announcement';
import { Paragraphs } from '../components/paragraphs';
import { QueryProblem } from '../components/query-problem';
import classes from './announcement-page.module.css';

export default function AnnouncementPage() {
  const { slug = '' } = useParams();
  const announcement = useAnnouncement(slug);
  if (announcement.isError && announcement.error instanceof ApiError && announcement.error.status === 404) {
    return <NotFound message="This announcement does not exist or has been taken down." />;
  }
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="xl">
        <Anchor component={Link} to="/announcements" c="dark.1" fz="sm" w="fit-content">
          <Group gap={6}>
            <IconArrowLeft size={16} />
            All announcements
          </Group>
        </Anchor>
        {announcement.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label="Loading announcement">
            <Skeleton height={14} width={140} />
            <Skeleton height={44} width="80%" />
            <Skeleton height={300} radius="lg" />
          </Stack>
        ) : announcement.isError ? (
          <QueryProblem error={announcement.error} onRetry={() => void announcement.refetch()} />
        ) : (
          <AnnouncementArticle announcement={announcement.data} />
        )}
      </Stack>
    </Container>
  );
}

function AnnouncementArticle({ announcement }: { announcement: Announcement }) {
  usePageMeta({ title: announcement.title, description: announcement.summary });
  return (
    <Stack component="article" gap="lg">
      <Stack gap="sm">
        <Text fz="xs" c="cask.3" fw={600} tt="uppercase" style={{ letterSpacing: '0.08em' }}>
          <time dateTime={announcement.publishedAt}>{formatLongDate(announcement.publishedAt)}</time>
        </Text>
        <Title order={1} fz={{ base: 30, sm: 42 }} lh={1.15}>
          {announcement.title}
        </Title>
        <Text fz="lg" c="dark.0">
          {announcement.summary}
        </Text>
      </Stack>
      <div className={classes.banner}>
        <img src={announcement.image} alt="" />
      </div>
      <Paragraphs text={announcement.body} />
    </Stack>
  );
}
