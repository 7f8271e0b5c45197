import { Container, Group, Pagination, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../components/page-meta';
import { ContentHero } from '../../content/components/content-hero';
import { ANNOUNCEMENTS_PAGE_SIZE, useAnnouncements } from '../api/get-announcements';
import { AnnouncementCard } from '../components/announcement-card';
import { QueryProblem } from '../components/query-problem';

function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default function AnnouncementsPage() {
  usePageMeta({
    title: 'Announcements',
    description: 'News from Caskmark and its producers: new releases, auctions, features and events.',
  });
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const announcements = useAnnouncements(page);
  const count = announcements.data?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(count / ANNOUNCEMENTS_PAGE_SIZE));

  return (
    <>
      <ContentHero
        eyebrow="Newsroom"
        title="Announcements"
        lead="New producers, releases worth waiting for, auctions for good causes and what is new on Caskmark."
      />
      <Container size="lg" py={48}>
        {announcements.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label="Loading announcements">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={320} radius="lg" />
            ))}
          </SimpleGrid>
        ) : announcements.isError ? (
          <QueryProblem error={announcements.error} onRetry={() => void announcements.refetch()} />
        ) : announcements.data.results.length === 0 ? (
          <Paper p="xl" radius="lg" withBorder bg="dark.7">
            <Text c="dark.1">{count ? 'There are no more announcements.' : 'No announcements yet. Check back soon.'}</Text>
          </Paper>
        ) : (
          <Stack gap="xl">
            <Text c="dark.2" fz="sm">
              {count} {count === 1 ? 'announcement' : 'announcements'}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {announcements.data.results.map((announcement) => (
                <AnnouncementCard key={announcement.publicPk} announcement={announcement} />
              ))}
            </SimpleGrid>
            {totalPages > 1 ? (
              <Group justify="center">
                <Pagination
                  total={totalPages}
                  value={Math.min(page, totalPages)}
                  onChange={(next) => {
                    setParams(next === 1 ? {} : { page: String(next) });
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                />
              </Group>
            ) : null}
          </Stack>
        )}
      </Container>
    </>
  );
}
