import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/marketplace/v3/listings/edition-nft/{id}: the live listings holding one edition, cheapest first. */
export function getEditionListings(editionNftPublicPk: string, signal?: AbortSignal): Promise<{ count: number; results: Listing[] }> {
  return apiRequest(`/api/marketplace/v3/listings/edition-nft/${encodeURIComponent(editionNftPublicPk)}`, { signal });
}

export function editionListingsQueryOptions(editionNftPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.editionListings(editionNftPublicPk),
    queryFn: ({ signal }) => getEditionListings(editionNftPublicPk, signal),
  });
}

export function useEditionListings(editionNftPublicPk: string) {
  return useQuery(editionListingsQueryOptions(editionNftPublicPk));
}
