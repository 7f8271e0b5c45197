import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One listing by its listingId (the listing detail page). */
export function getListing(listingId: string, signal?: AbortSignal): Promise<Listing> {
  return apiRequest<Listing>(`/api/marketplace/v2/listings/marketplace/${encodeURIComponent(listingId)}`, { signal });
}

export function listingQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: queryKeys.listing(listingId),
    queryFn: ({ signal }) => getListing(listingId, signal),
  });
}

export function useListing(listingId: string) {
  return useQuery(listingQueryOptions(listingId));
}
