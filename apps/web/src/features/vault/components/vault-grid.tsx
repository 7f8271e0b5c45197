import { Alert, Skeleton, Text } from '@mantine/core';
import type { VaultEdition } from '@caskmark/shared/api/vault';
import { CardGrid, CardGridItem } from '../../catalogue/components/card-grid';
import { InfiniteSentinel } from '../../catalogue/components/infinite-sentinel';
import { useVaultGrid, type VaultFilters } from '../api/get-vault';
import { VaultCard } from './vault-card';

/** Grid page size (part 1 §9). */
export const GRID_PAGE_SIZE = 8;
export const NO_NFTS = 'There are no NFTs';

export function GridSkeleton({ count = GRID_PAGE_SIZE }: { count?: number }) {
  return (
    <CardGrid label="Loading">
      {Array.from({ length: count }, (_, index) => (
        <CardGridItem key={index}>
          <Skeleton style={{ aspectRatio: '4 / 6' }} radius="md" />
        </CardGridItem>
      ))}
    </CardGrid>
  );
}

/** My editions as thumbnails, 4 per row (2 at 700 px and narrower), the next 8 as I scroll. */
export function VaultGrid({ filters, onOpen }: { filters: VaultFilters; onOpen: (edition: VaultEdition) => void }) {
  const grid = useVaultGrid(filters, GRID_PAGE_SIZE);
  if (grid.isPending) return <GridSkeleton />;
  if (grid.isError) return <Alert color="red">Oops! Something went wrong. Please try again later</Alert>;
  const editions = grid.data.pages.flatMap((page) => page.results);
  if (!editions.length) return <Text c="dimmed" ta="center" py="xl">{NO_NFTS}</Text>;
  return (
    <>
      <CardGrid label={filters.state === 'redeemed' ? 'Redeemed editions' : 'My collection'}>
        {editions.map((edition) => (
          <CardGridItem key={edition.publicPk}>
            <VaultCard edition={edition} onOpen={() => onOpen(edition)} />
          </CardGridItem>
        ))}
      </CardGrid>
      <InfiniteSentinel hasMore={grid.hasNextPage} loading={grid.isFetchingNextPage} onLoadMore={() => void grid.fetchNextPage()} />
    </>
  );
}
