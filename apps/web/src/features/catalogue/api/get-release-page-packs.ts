import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReleasePackSchema } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CountedList } from './pages';

export type ReleasePackList = CountedList<typeof ReleasePackSchema>;

const packsPath = (releasePublicPk: string) => `/api/release/v3/release-page/${encodeURIComponent(releasePublicPk)}/packs`;

/** Every pack of a release, in the producer's order. */
export function getReleasePagePacks(releasePublicPk: string, signal?: AbortSignal): Promise<ReleasePackList> {
  return apiRequest<ReleasePackList>(packsPath(releasePublicPk), { signal });
}

export function releasePagePacksQueryOptions(releasePublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.releasePacks(releasePublicPk),
    queryFn: ({ signal }) => getReleasePagePacks(releasePublicPk, signal),
    ...preloadedData<ReleasePackList>(packsPath(releasePublicPk)),
  });
}

export function useReleasePagePacks(releasePublicPk: string | undefined) {
  return useQuery({ ...releasePagePacksQueryOptions(releasePublicPk ?? ''), enabled: !!releasePublicPk });
}
