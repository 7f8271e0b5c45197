import { Alert, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useListings } from '../../catalogue/api/get-listings';
import { ListingCards } from '../../catalogue/components/listing-cards';
import { LazyListingsTable } from '../../catalogue/components/lazy-listings-table';
import type { ListingSortColumn } from '../../catalogue/components/listings-table';
import { LISTINGS_PAGE_SIZE, nextOrdering, sortOf } from '../../catalogue/lib/listings-search';
import { PAGINATION_LABELS } from '../../catalogue/lib/pagination-labels';
import { useViewportQuery } from '../../../lib/viewport-query';

/** MY LISTINGS: my active public listings, as the listings page shows them, 10 a page. */
export function ListingsView({ handler }: { handler: string }) {
  const [ordering, setOrdering] = useState('valid_until');
  const [page, setPage] = useState(1);
  const listings = useListings({ listings_owner: handler, ordering, page, size: LISTINGS_PAGE_SIZE });
  const mobile = useViewportQuery('(max-width: 37.5em)', false);
  if (listings.isPending) return <Skeleton height={160} radius="md" />;
  if (listings.isError) return <Alert color="red">Oops! Something went wrong. Please try again later</Alert>;
  const results = listings.data.results;
  if (!results.length) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        You have no active listings.
      </Text>
    );
  }
  const pages = Math.max(1, Math.ceil(listings.data.count / LISTINGS_PAGE_SIZE));
  return (
    <Stack gap="md">
      {mobile ? (
        <ListingCards listings={results} />
      ) : (
        <LazyListingsTable
          listings={results}
          sort={sortOf(ordering)}
          onSort={(column: ListingSortColumn) => {
            setOrdering(nextOrdering(ordering, column));
            setPage(1);
          }}
        />
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} color="cask" {...PAGINATION_LABELS} />
        </Group>
      ) : null}
    </Stack>
  );
}
