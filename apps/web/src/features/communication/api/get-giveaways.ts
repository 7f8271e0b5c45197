import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Giveaway } from '@caskmark/shared/api/communication';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface GiveawayList {
  count: number;
  results: Giveaway[];
}

/**
 * The giveaways running at `at` (GET /api/communication/v1/giveaway?start_date_lte=&end_date_gte=):
 * started on or before that moment and not yet ended.
 */
export function getCurrentGiveaways(at: string, signal?: AbortSignal): Promise<GiveawayList> {
  return apiRequest<GiveawayList>('/api/communication/v1/giveaway', {
    query: { start_date_lte: at, end_date_gte: at },
    signal,
    anonymous: true,
  });
}

export function currentGiveawaysQueryOptions(at: string) {
  return queryOptions({
    queryKey: [...queryKeys.giveaways(), { at }] as const,
    queryFn: ({ signal }) => getCurrentGiveaways(at, signal),
    staleTime: 60_000,
  });
}

export function useCurrentGiveaways(at: string | undefined) {
  return useQuery({ ...currentGiveawaysQueryOptions(at ?? ''), enabled: Boolean(at) });
}
