import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gift } from '@caskmark/shared/api/gifts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { GIFTS_TO_ACCEPT_PATH } from './gift-paths';

/** GET /api/account/v1/gift/accept: gifts made to me, waiting for my answer (GIFTS MADE TO ME). */
export function getGiftsToAccept(signal?: AbortSignal): Promise<Gift[]> {
  return apiRequest<Gift[]>(GIFTS_TO_ACCEPT_PATH, { signal });
}

export function giftsToAcceptQueryOptions() {
  return queryOptions({ queryKey: queryKeys.giftsToAccept(), queryFn: ({ signal }) => getGiftsToAccept(signal) });
}

export function useGiftsToAccept() {
  return useQuery(giftsToAcceptQueryOptions());
}
