import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReleaseStats } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

const statsPath = (releasePublicPk: string) => `/api/marketplace/v2/release/stats/${encodeURIComponent(releasePublicPk)}`;

/** Lowest Ask and Last Sale of a release (part 2 §2 screen 4). */
export function getReleaseStats(releasePublicPk: string, signal?: AbortSignal): Promise<ReleaseStats> {
  return apiRequest<ReleaseStats>(statsPath(releasePublicPk), { signal });
}

export function releaseStatsQueryOptions(releasePublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.releaseStats(releasePublicPk),
    queryFn: ({ signal }) => getReleaseStats(releasePublicPk, signal),
    ...preloadedData<ReleaseStats>(statsPath(releasePublicPk)),
  });
}

export function useReleaseStats(releasePublicPk: string | undefined) {
  return useQuery({ ...releaseStatsQueryOptions(releasePublicPk ?? ''), enabled: !!releasePublicPk });
}
