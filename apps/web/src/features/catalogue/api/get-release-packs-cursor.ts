import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReleasePack, ReleasePackSchema } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CursorPage, QueryValues } from './pages';

export type ReleasePackCursorPage = CursorPage<typeof ReleasePackSchema>;
export type { ReleasePack };

/** The marketplace default page size (spec part 1 §9). */
export const MARKETPLACE_PAGE_SIZE = 8;

const PACKS_PATH = '/api/marketplace/v3/release-packs-cursor';

export function getReleasePacksCursor(filters: QueryValues, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest<ReleasePackCursorPage>(PACKS_PATH, { query: { ...filters, cursor, limit: MARKETPLACE_PAGE_SIZE }, signal });
}

export function releasePacksCursorQueryOptions(filters: QueryValues) {
  return infiniteQueryOptions({
    queryKey: queryKeys.marketplacePacks(filters),
    queryFn: ({ pageParam, signal }) => getReleasePacksCursor(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    // A new filter keeps the old cards on screen (dimmed) until its first page arrives: no jump.
    placeholderData: keepPreviousData,
    // The server may have embedded the first page in the page itself.
    ...preloadedData(PACKS_PATH, { ...filters, limit: MARKETPLACE_PAGE_SIZE }, (page: ReleasePackCursorPage) => ({
      pages: [page],
      pageParams: [undefined as string | undefined],
    })),
  });
}

export function useReleasePacksCursor(filters: QueryValues) {
  return useInfiniteQuery(releasePacksCursorQueryOptions(filters));
}
