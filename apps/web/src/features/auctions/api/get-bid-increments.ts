import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type BidStylePath = 'auction' | 'leaderboard' | 'sealed-auction';

/** GET /api/release/v3/{style}/bid-increments: the allowed bid amounts in USD, ascending. */
export function getBidIncrements(style: BidStylePath, signal?: AbortSignal): Promise<number[]> {
  return apiRequest<number[]>(`/api/release/v3/${style}/bid-increments`, { signal, anonymous: true });
}

export function bidIncrementsQueryOptions(style: BidStylePath) {
  return queryOptions({
    queryKey: queryKeys.bidIncrements(style),
    queryFn: ({ signal }) => getBidIncrements(style, signal),
    staleTime: 60 * 60_000,
  });
}

export function useBidIncrements(style: BidStylePath) {
  return useQuery(bidIncrementsQueryOptions(style));
}
