import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SealedBid } from '@caskmark/shared/api/auctions';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET .../sealed-auction/{pk}/user-bid: the collector's own sealed bids on the pack (nobody else's). */
export async function getSealedUserBids(releasePackPublicPk: string, signal?: AbortSignal): Promise<SealedBid[]> {
  const answer = await apiRequest<{ count: number; results: SealedBid[] }>(`/api/release/v3/sealed-auction/${encodeURIComponent(releasePackPublicPk)}/user-bid`, { signal });
  return answer.results;
}

export function sealedUserBidsQueryOptions(releasePackPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.sealedUserBids(releasePackPublicPk),
    queryFn: ({ signal }) => getSealedUserBids(releasePackPublicPk, signal),
    staleTime: 0,
  });
}

export function useSealedUserBids(releasePackPublicPk: string, enabled: boolean) {
  return useQuery({ ...sealedUserBidsQueryOptions(releasePackPublicPk), enabled });
}
