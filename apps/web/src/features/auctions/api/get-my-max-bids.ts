import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaxBid } from '@caskmark/shared/api/auctions';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const maxBidPath = (releasePackPublicPk: string) => `/api/release/v2/${encodeURIComponent(releasePackPublicPk)}/auction/max-bid`;

/** GET .../auction/max-bid: the collector's own maxima on the pack's lots, with where each lot stands. */
export async function getMyMaxBids(releasePackPublicPk: string, signal?: AbortSignal): Promise<MaxBid[]> {
  const answer = await apiRequest<{ count: number; results: MaxBid[] }>(maxBidPath(releasePackPublicPk), { signal });
  return answer.results;
}

export function myMaxBidsQueryOptions(releasePackPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.myMaxBids(releasePackPublicPk),
    queryFn: ({ signal }) => getMyMaxBids(releasePackPublicPk, signal),
    staleTime: 0,
  });
}

export function useMyMaxBids(releasePackPublicPk: string, enabled: boolean) {
  return useQuery({ ...myMaxBidsQueryOptions(releasePackPublicPk), enabled });
}
