import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing, ListingSchema } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { NumberedPage, QueryValues } from './pages';

export type ListingPage = NumberedPage<typeof ListingSchema>;
export type { Listing };

const LISTINGS_PATH = '/api/marketplace/v2/listings/marketplace';

/** Active secondary-market listings (part 2 §2 screen 2), paged by the server. */
export function getListings(filters: QueryValues, signal?: AbortSignal): Promise<ListingPage> {
  return apiRequest<ListingPage>(LISTINGS_PATH, { query: filters, signal });
}

export function listingsQueryOptions(filters: QueryValues) {
  return queryOptions({
    queryKey: queryKeys.listings(filters),
    queryFn: ({ signal }) => getListings(filters, signal),
    ...preloadedData<ListingPage>(LISTINGS_PATH, filters),
    placeholderData: keepPreviousData,
  });
}

export function useListings(filters: QueryValues) {
  return useQuery(listingsQueryOptions(filters));
}
