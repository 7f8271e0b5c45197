import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EditionHistoryRow, EditionHistoryRowSchema } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CountedList, QueryValues } from './pages';

export type HistoryPage = CountedList<typeof EditionHistoryRowSchema>;
export type { EditionHistoryRow };

/** History rows page by page (part 2 §2 screen 1): 10 a page unless `limit` says otherwise. */
export function getHistory(filters: QueryValues, signal?: AbortSignal): Promise<HistoryPage> {
  return apiRequest<HistoryPage>('/api/release/v2/history', { query: filters, signal });
}

export function historyQueryOptions(filters: QueryValues) {
  return queryOptions({
    queryKey: queryKeys.history(filters),
    queryFn: ({ signal }) => getHistory(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useHistory(filters: QueryValues) {
  return useQuery(historyQueryOptions(filters));
}
