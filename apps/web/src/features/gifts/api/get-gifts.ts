import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gift } from '@caskmark/shared/api/gifts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { GIFTS_PATH } from './gift-paths';

/** GET /api/account/v1/gift: every gift I made or that was made to me (the vault's gifts tab opens once there is one). */
export function getGifts(signal?: AbortSignal): Promise<Gift[]> {
  return apiRequest<Gift[]>(GIFTS_PATH, { signal });
}

export function giftsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.gifts(), queryFn: ({ signal }) => getGifts(signal) });
}

export function useGifts(enabled = true) {
  return useQuery({ ...giftsQueryOptions(), enabled });
}
