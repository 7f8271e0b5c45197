import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotStats } from '@caskmark/shared/api/catalogue-detail';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Live events refresh the lot at once; this slow poll only covers a lost socket. */
export const LOT_STATS_POLL_MS = 30_000;

/** GET /api/release/v3/auction/release-pack/{id}/stats: the lot's price, next bid, leader and (soft-closed) close. */
export function getLotStats(releasePackPublicPk: string, signal?: AbortSignal): Promise<LotStats> {
  return apiRequest<LotStats>(`/api/release/v3/auction/release-pack/${encodeURIComponent(releasePackPublicPk)}/stats`, { signal });
}

export function lotStatsQueryOptions(releasePackPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.lotStats(releasePackPublicPk),
    queryFn: ({ signal }) => getLotStats(releasePackPublicPk, signal),
    staleTime: 0,
    refetchInterval: LOT_STATS_POLL_MS,
  });
}

export function useLotStats(releasePackPublicPk: string) {
  return useQuery(lotStatsQueryOptions(releasePackPublicPk));
}
