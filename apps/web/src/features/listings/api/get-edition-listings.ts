import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

type EditionListings = { count: number; results: Listing[] };
const editionListingsPath = (editionNftPublicPk: string) =>
  `/api/marketplace/v3/listings/edition-nft/${encodeURIComponent(editionNftPublicPk)}`;

/** GET /api/marketplace/v3/listings/edition-nft/{id}: the live listings holding one edition, cheapest first. */
export function getEditionListings(editionNftPublicPk: string, signal?: AbortSignal): Promise<EditionListings> {
  return apiRequest(editionListingsPath(editionNftPublicPk), { signal });
}

export function editionListingsQueryOptions(editionNftPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.editionListings(editionNftPublicPk),
    queryFn: ({ signal }) => getEditionListings(editionNftPublicPk, signal),
    // The edition page's answer, embedded by the server (decision 367).
    ...preloadedData<EditionListings>(editionListingsPath(editionNftPublicPk)),
  });
}

export function useEditionListings(editionNftPublicPk: string) {
  return useQuery(editionListingsQueryOptions(editionNftPublicPk));
}
