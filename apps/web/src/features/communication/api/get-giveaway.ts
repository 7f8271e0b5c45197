import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Giveaway } from '@caskmark/shared/api/communication';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One giveaway by slug (GET /api/communication/v1/giveaway/{slug}; 404 when unknown). */
export function getGiveaway(slug: string, signal?: AbortSignal): Promise<Giveaway> {
  return apiRequest<Giveaway>(`/api/communication/v1/giveaway/${encodeURIComponent(slug)}`, { signal, anonymous: true });
}

export function giveawayQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.giveaway(slug),
    queryFn: ({ signal }) => getGiveaway(slug, signal),
    staleTime: 60_000,
  });
}

export function useGiveaway(slug: string) {
  return useQuery(giveawayQueryOptions(slug));
}
