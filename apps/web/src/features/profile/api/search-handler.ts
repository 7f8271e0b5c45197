import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface HandlerSearch {
  handler: string;
  available: boolean;
  reason: string | null;
  results: Array<{ handler: string }>;
}

/** GET /api/account/v1/user-handler-search?handler=: may the caller take it, and who has similar ones. */
export function searchHandler(handler: string, signal?: AbortSignal): Promise<HandlerSearch> {
  return apiRequest<HandlerSearch>('/api/account/v1/user-handler-search', { query: { handler }, signal });
}

export function handlerSearchQueryOptions(handler: string) {
  return queryOptions({
    queryKey: queryKeys.handlerSearch(handler),
    queryFn: ({ signal }) => searchHandler(handler, signal),
    enabled: handler.length > 0,
    staleTime: 10_000,
  });
}

export function useHandlerSearch(handler: string) {
  return useQuery(handlerSearchQueryOptions(handler));
}
