import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiveawayTerms } from '@caskmark/shared/api/communication';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface GiveawayTermsList {
  count: number;
  results: GiveawayTerms[];
}

/**
 * The giveaway terms of service that were in force when a giveaway opened
 * (GET /api/communication/v1/giveaway/terms-of-service?start_date_lte=&end_date_gte=).
 */
export function getGiveawayTerms(giveawayStart: string, signal?: AbortSignal): Promise<GiveawayTermsList> {
  return apiRequest<GiveawayTermsList>('/api/communication/v1/giveaway/terms-of-service', {
    query: { start_date_lte: giveawayStart, end_date_gte: giveawayStart },
    signal,
    anonymous: true,
  });
}

export function giveawayTermsQueryOptions(giveawayStart: string) {
  return queryOptions({
    queryKey: [...queryKeys.giveawayTerms(), giveawayStart] as const,
    queryFn: ({ signal }) => getGiveawayTerms(giveawayStart, signal),
    staleTime: 5 * 60_000,
  });
}

/** The terms for a giveaway that started at `giveawayStart`; waits until the giveaway is known. */
export function useGiveawayTerms(giveawayStart: string | undefined) {
  return useQuery({ ...giveawayTermsQueryOptions(giveawayStart ?? ''), enabled: Boolean(giveawayStart) });
}
