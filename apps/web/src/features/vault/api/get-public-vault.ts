import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PublicVaultPage } from '@caskmark/shared/api/vault';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/account/v2/vault/{handler}: a collector's public collection, page by page. */
const publicVaultPath = (handler: string) => `/api/account/v2/vault/${encodeURIComponent(handler)}`;

export function getPublicVault(
  handler: string,
  query: { search: string; page: number; size: number },
  signal?: AbortSignal,
): Promise<PublicVaultPage> {
  return apiRequest<PublicVaultPage>(publicVaultPath(handler), {
    query: { ...query, search: query.search || undefined },
    signal,
  });
}

export function publicVaultQueryOptions(handler: string, search: string, size: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.publicVault(handler, { search, size }),
    queryFn: ({ pageParam, signal }) => getPublicVault(handler, { search, page: pageParam, size }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
    // The first page, unsearched, may have come with the page (the server preloads it).
    ...(search
      ? {}
      : preloadedData<PublicVaultPage, { pages: PublicVaultPage[]; pageParams: number[] }>(
          publicVaultPath(handler),
          { page: 1, size },
          (body) => ({
            pages: [body],
            pageParams: [1],
          }),
        )),
  });
}

export function usePublicVault(handler: string, search: string, size: number) {
  return useInfiniteQuery(publicVaultQueryOptions(handler, search, size));
}
