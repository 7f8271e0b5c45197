import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditionNft } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** One edition NFT by its publicPk (the edition page). */
export function getEditionNft(editionNftPublicPk: string, signal?: AbortSignal): Promise<EditionNft> {
  return apiRequest<EditionNft>('/api/release/v3/edition-nft', { query: { edition_nft: editionNftPublicPk }, signal });
}

export function editionNftQueryOptions(editionNftPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.editionNft(editionNftPublicPk),
    queryFn: ({ signal }) => getEditionNft(editionNftPublicPk, signal),
    // A signed-in viewer's own hold shows in the API's answer, not in the page's shared preload: visitors only.
    ...preloadedData<EditionNft>('/api/release/v3/edition-nft', { edition_nft: editionNftPublicPk }, undefined, {
      personalised: true,
    }),
  });
}

export function useEditionNft(editionNftPublicPk: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...editionNftQueryOptions(editionNftPublicPk), enabled: options.enabled ?? true });
}
