import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditionListingData } from '@caskmark/shared/api/listings';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

const listingDataPath = (editionNftPublicPk: string) =>
  `/api/marketplace/v1/list/${encodeURIComponent(editionNftPublicPk)}`;

/** GET /api/marketplace/v1/list/{editionNftPublicPk}: the edition listing data (spec part 2 §3). */
export function getEditionListingData(editionNftPublicPk: string, signal?: AbortSignal): Promise<EditionListingData> {
  return apiRequest<EditionListingData>(listingDataPath(editionNftPublicPk), { signal });
}

export function editionListingDataQueryOptions(editionNftPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.editionListingData(editionNftPublicPk),
    queryFn: ({ signal }) => getEditionListingData(editionNftPublicPk, signal),
    // Embedded as a visitor sees it (decision 367): whether the viewer owns it is theirs to ask.
    ...preloadedData<EditionListingData>(listingDataPath(editionNftPublicPk), undefined, undefined, {
      personalised: true,
    }),
  });
}

export function useEditionListingData(editionNftPublicPk: string) {
  return useQuery(editionListingDataQueryOptions(editionNftPublicPk));
}
