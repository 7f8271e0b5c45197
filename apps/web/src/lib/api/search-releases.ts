import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Release } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/** Page size of the release search (spec part 1 §9). */
export const RELEASE_SEARCH_SIZE = 10;

export type ReleaseSearchHit = Pick<Release, 'releasePublicPk' | 'releaseSlug' | 'productTitle' | 'image' | 'brand'>;

export interface ReleaseSearchPage {
  count: number;
  next: number | null;
  previous: number | null;
  results: ReleaseSearchHit[];
}

export function searchReleases(term: string, signal?: AbortSignal): Promise<ReleaseSearchPage> {
  return apiRequest<ReleaseSearchPage>('/api/marketplace/v2/release', {
    query: { search: term, size: RELEASE_SEARCH_SIZE },
    signal,
    anonymous: true,
  });
}

export function searchReleasesQueryOptions(term: string) {
  const trimmed = term.trim();
  return queryOptions({
    queryKey: queryKeys.search(trimmed),
    queryFn: ({ signal }) => searchReleases(trimmed, signal),
    enabled: trimmed.length > 0,
    staleTime: 60_000,
  });
}

/** Results for an already debounced term; the previous answer stays up while the next one loads. */
export function useReleaseSearch(term: string) {
  return useQuery({ ...searchReleasesQueryOptions(term), placeholderData: keepPreviousData });
}
