import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { useReleasePacksCursor } from '../api/get-release-packs-cursor';
import { CardGrid, CardGridItem } from './card-grid';
import { InfiniteSentinel } from './infinite-sentinel';
import { PackCardSkeleton } from './pack-card-skeleton';
import { ReleasePackCard } from './release-pack-card';
import { preloadEditionBrowser, useEditionBrowser } from './use-edition-browser';
import classes from './pack-results.module.css';

export interface PackResultsProps {
  query: ReturnType<typeof useReleasePacksCursor>;
  onClearFilters?: () => void;
}

/** The marketplace grid: cards, skeletons while loading, the empty state, more on scroll. */
export function PackResults({ query, onClearFilters }: PackResultsProps) {
  const browser = useEditionBrowser();
  const packs = query.data?.pages.flatMap((page) => page.results) ?? [];
  if (query.isError && !packs.length) {
    return (
      <Alert color="red" variant="light" title="The marketplace could not load">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Oops! Something went wrong. Please try again later</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (query.isSuccess && !packs.length) {
    return (
      <div className={classes.empty}>
        <Title order={2} className={classes.emptyTitle}>
          No release packs match these filters
        </Title>
        <Text c="dimmed" maw={420}>
          Try removing a filter or widening the price range to see more bottles.
        </Text>
        {onClearFilters ? (
          <Button variant="light" onClick={onClearFilters}>
            Clear all filters
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <div className={classes.results} data-stale={query.isPlaceholderData || undefined} onPointerEnter={preloadEditionBrowser} aria-busy={query.isFetching}>
        <CardGrid label="Release packs">
          {query.isPending
            ? Array.from({ length: 8 }, (_, index) => (
                <CardGridItem key={index}>
                  <PackCardSkeleton />
                </CardGridItem>
              ))
            : packs.map((pack, index) => (
                <CardGridItem key={pack.publicPk}>
                  <ReleasePackCard pack={pack} onOpen={browser.open} eager={index < 4} />
                </CardGridItem>
              ))}
        </CardGrid>
      </div>
      <InfiniteSentinel hasMore={!!query.hasNextPage && !query.isPlaceholderData} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
      {browser.drawer}
    </>
  );
}
