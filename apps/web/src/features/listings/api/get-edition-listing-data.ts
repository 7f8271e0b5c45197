import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditionListingData } from '@caskmark/shared/api/listings';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/marketplace/v1/list/{editionNftPublicPk}: the edition listing data (spec part 2 §3). */
export function getEditionListingData(editionNftPublicPk: string, signal?: AbortSignal): Promise<EditionListingData> {
  return apiRequest<EditionListingData>(`/api/marketplace/v1/list/${encodeURIComponent(editionNftPublicPk)}`, { signal });
}

export function editionListingDataQueryOptions(editionNftPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.editionListingData(editionNftPublicPk),
    queryFn: ({ signal }) => getEditionListingData(editionNftPublicPk, signal),
  });
}

export function useEditionListingData(editionNftPublicPk: string) {
  return useQuery(editionListingDataQueryOptions(editionNftPublicPk));
}
