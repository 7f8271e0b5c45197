import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

const slugPath = (slug: string) => `/api/release/v2/slug-to-public-pk/${encodeURIComponent(slug)}`;

/** Resolves a release slug (the search dialog links with it) to the release's publicPk. */
export function getSlugToPublicPk(slug: string, signal?: AbortSignal): Promise<{ publicPk: string }> {
  return apiRequest<{ publicPk: string }>(slugPath(slug), { signal });
}

export function slugToPublicPkQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.slugToPublicPk(slug),
    queryFn: ({ signal }) => getSlugToPublicPk(slug, signal),
    staleTime: Infinity,
    ...preloadedData<{ publicPk: string }>(slugPath(slug)),
  });
}

export function useSlugToPublicPk(slug: string | undefined) {
  return useQuery({ ...slugToPublicPkQueryOptions(slug ?? ''), enabled: !!slug });
}
