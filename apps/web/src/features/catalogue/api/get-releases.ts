import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Release, ReleaseSchema } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { NumberedPage, QueryValues } from './pages';

export type ReleasePage = NumberedPage<typeof ReleaseSchema>;
export type { Release };

const RELEASES_PATH = '/api/marketplace/v2/release';

/** Releases with the marketplace filters (`brand_slug`, `status`, `ordering`, `page`, `size`...). */
export function getReleases(filters: QueryValues, signal?: AbortSignal): Promise<ReleasePage> {
  return apiRequest<ReleasePage>(RELEASES_PATH, { query: filters, signal });
}

export function releasesQueryOptions(filters: QueryValues) {
  return queryOptions({
    queryKey: queryKeys.marketplaceReleases(filters),
    queryFn: ({ signal }) => getReleases(filters, signal),
    placeholderData: keepPreviousData,
    ...preloadedData<ReleasePage>(RELEASES_PATH, filters),
  });
}

export function useReleases(filters: QueryValues, options: { enabled?: boolean } = {}) {
  return useQuery({ ...releasesQueryOptions(filters), enabled: options.enabled ?? true });
}
