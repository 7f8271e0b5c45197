import { Alert, Container, Group, NativeSelect, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CurrencyToggle } from '../../../components/currency-toggle';
import { usePageMeta } from '../../../components/page-meta';
import { useListings } from '../api/get-listings';
import { PriceInput } from '../components/price-input';
import { PAGINATION_LABELS } from '../lib/pagination-labels';
import { ListingCards } from '../components/listing-cards';
import { LazyListingsTable } from '../components/lazy-listings-table';
import type { ListingSortColumn } from '../components/listings-table';
import { LISTINGS_PAGE_SIZE, LISTING_SORT_OPTIONS, listingsApiQuery, listingsSearchParams, nextOrdering, parseListingsSearch, sortOf, type ListingsSearch } from '../lib/listings-search';
import classes from './marketplace-page.module.css';
import { useViewportQuery } from '../../../lib/viewport-query';

/** /listings: what collectors are selling now, sortable and filterable by price, 10 a page. */
export default function ListingsPage() {
  usePageMeta({ title: 'Listings', description: 'Bottle-backed NFTs listed for sale by collectors.' });
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseListingsSearch(params), [params]);
  const apply = (next: ListingsSearch) => setParams(listingsSearchParams(next));
  const listings = useListings(useMemo(() => listingsApiQuery(search), [search]));
  const mobile = useViewportQuery('(max-width: 37.5em)', false);
  const [priceDraft, setPriceDraft] = useState({ min: search.minPrice, max: search.maxPrice });
  const applyPrice = useDebouncedCallback((min: number | null, max: number | null) => apply({ ...search, minPrice: min, maxPrice: max, page: 1 }), 300);
  const changePrice = (key: 'min' | 'max', value: number | null) => {
    const next = { ...priceDraft, [key]: value };
    setPriceDraft(next);
    applyPrice(next.min, next.max);
  };
  const results = listings.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((listings.data?.count ?? 0) / LISTINGS_PAGE_SIZE));
  return (
    <Container size="xl" py="xl" className={classes.page}>
      <header className={classes.header}>
        <div>
          <Text className={classes.eyebrow}>Secondary market</Text>
          <Title order={1} className={classes.title}>
            Listings
          </Title>
        </div>
        <Group gap="sm" align="flex-end">
          <PriceInput label="Min price" w={130} value={priceDraft.min} onChange={(value) => changePrice('min', value)} />
          <PriceInput label="Max price" w={130} value={priceDraft.max} onChange={(value) => changePrice('max', value)} />
          <CurrencyToggle />
        </Group>
      </header>
      {listings.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : null}
      {listings.isPending ? (
        <Stack gap={8}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={72} radius="md" />
          ))}
        </Stack>
      ) : null}
      {listings.isSuccess && !results.length ? (
        <Text c="dimmed" ta="center" py={60}>
          {search.minPrice !== null || search.maxPrice !== null
            ? 'No listings match. Try a wider price range.'
            : 'No collector has a bottle listed right now. The marketplace has the primary releases.'}
        </Text>
      ) : null}
      {results.length ? (
        <div style={{ opacity: listings.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms ease' }}>
          {mobile ? (
            <Stack gap="sm">
              <NativeSelect
                aria-label="Sort listings"
                data={LISTING_SORT_OPTIONS}
                value={search.ordering}
                onChange={(event) => apply({ ...search, ordering: event.currentTarget.value, page: 1 })}
              />
              <ListingCards listings={results} />
            </Stack>
          ) : (
            <LazyListingsTable
              listings={results}
              sort={sortOf(search.ordering)}
              onSort={(column: ListingSortColumn) =>
                apply({ ...search, ordering: nextOrdering(search.ordering, column), page: 1 })
              }
            />
          )}
        </div>
      ) : null}
      {pages > 1 ? (
        <Group justify="center" mt="lg">
          <Pagination total={pages} value={Math.min(search.page, pages)} onChange={(page) => apply({ ...search, page })} withEdges {...PAGINATION_LABELS} />
        </Group>
      ) : null}
    </Container>
  );
}
