import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReleasePage } from '@caskmark/shared/api/catalogue-detail';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type { ReleasePage };

const releasePagePath = (releasePublicPk: string) => `/api/release/v3/release-page/${encodeURIComponent(releasePublicPk)}`;

/** The release shown on its page, by publicPk, with its producer. */
export function getReleasePage(releasePublicPk: string, signal?: AbortSignal): Promise<ReleasePage> {
  return apiRequest<ReleasePage>(releasePagePath(releasePublicPk), { signal });
}

export function releasePageQueryOptions(releasePublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.release(releasePublicPk),
    queryFn: ({ signal }) => getReleasePage(releasePublicPk, signal),
    ...preloadedData<ReleasePage>(releasePagePath(releasePublicPk)),
  });
}

export function useReleasePage(releasePublicPk: string | undefined) {
  return useQuery({ ...releasePageQueryOptions(releasePublicPk ?? ''), enabled: !!releasePublicPk });
}
