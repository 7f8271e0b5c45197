import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EditionNft, EditionNftSchema } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CursorPage } from './pages';

export type EditionNftCursorPage = CursorPage<typeof EditionNftSchema>;
export type { EditionNft };

/** Two columns of four rows fill the drawer on a laptop; the next rows load on scroll. */
export const EDITIONS_PAGE_SIZE = 8;

export function getEditionNftsCursor(releasePackPublicPk: string, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest<EditionNftCursorPage>(`/api/marketplace/v3/edition-nfts-cursor/${encodeURIComponent(releasePackPublicPk)}`, {
    query: { cursor, limit: EDITIONS_PAGE_SIZE },
    signal,
  });
}

export function editionNftsCursorQueryOptions(releasePackPublicPk: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.releasePackEditions(releasePackPublicPk),
    queryFn: ({ pageParam, signal }) => getEditionNftsCursor(releasePackPublicPk, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
}

export function useEditionNftsCursor(releasePackPublicPk: string) {
  return useInfiniteQuery(editionNftsCursorQueryOptions(releasePackPublicPk));
}
