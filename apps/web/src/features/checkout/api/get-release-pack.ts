import { useQuery } from '@tanstack/react-query';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/release/v1/release-pack/{id}: one pack (the claim page's video, title and description). */
export function getReleasePack(releasePackPublicPk: string, signal?: AbortSignal): Promise<ReleasePack> {
  return apiRequest<ReleasePack>(`/api/release/v1/release-pack/${encodeURIComponent(releasePackPublicPk)}`, { signal });
}

export function useReleasePack(releasePackPublicPk: string | undefined) {
  return useQuery({
    queryKey: queryKeys.releasePack(releasePackPublicPk ?? ''),
    queryFn: ({ signal }) => getReleasePack(releasePackPublicPk ?? '', signal),
    enabled: Boolean(releasePackPublicPk),
  });
}
