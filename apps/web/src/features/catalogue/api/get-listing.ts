import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** One listing by its listingId (the listing detail page). */
const listingPath = (listingId: string) => `/api/marketplace/v2/listings/marketplace/${encodeURIComponent(listingId)}`;

export function getListing(listingId: string, signal?: AbortSignal): Promise<Listing> {
  return apiRequest<Listing>(listingPath(listingId), { signal });
}

export function listingQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: queryKeys.listing(listingId),
    queryFn: ({ signal }) => getListing(listingId, signal),
    ...preloadedData<Listing>(listingPath(listingId)),
  });
}

export function useListing(listingId: string) {
  return useQuery(listingQueryOptions(listingId));
}
