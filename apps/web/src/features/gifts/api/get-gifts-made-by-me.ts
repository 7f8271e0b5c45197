import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gift } from '@caskmark/shared/api/gifts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { GIFTS_V3_PATH } from './gift-paths';

/** GET /api/account/v3/gift: my open gifts (GIFTS MADE BY ME). */
export async function getGiftsMadeByMe(signal?: AbortSignal): Promise<Gift[]> {
  return (await apiRequest<{ count: number; results: Gift[] }>(GIFTS_V3_PATH, { signal })).results;
}

export function giftsMadeByMeQueryOptions() {
  return queryOptions({ queryKey: queryKeys.giftsMadeByMe(), queryFn: ({ signal }) => getGiftsMadeByMe(signal) });
}

export function useGiftsMadeByMe() {
  return useQuery(giftsMadeByMeQueryOptions());
}
