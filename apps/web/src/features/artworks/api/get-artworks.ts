import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Artwork } from '@caskmark/shared/api/collector-extras';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/account/v1/artwork: the artworks I received as tokens (MY ARTWORKS). */
export function getArtworks(signal?: AbortSignal): Promise<Artwork[]> {
  return apiRequest<Artwork[]>('/api/account/v1/artwork', { signal });
}

export function artworksQueryOptions() {
  return queryOptions({ queryKey: queryKeys.artworks(), queryFn: ({ signal }) => getArtworks(signal) });
}

export function useArtworks() {
  return useQuery(artworksQueryOptions());
}
