import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftCard } from '@caskmark/shared/api/payments';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const GIFT_CARD_ACCEPT_PATH = '/api/gift-card/v1/gift/accept';

/** GET /api/gift-card/v1/gift/accept: gift cards sent to me that wait for my answer. */
export async function getPendingGiftCards(signal?: AbortSignal): Promise<GiftCard[]> {
  return (await apiRequest<{ results: GiftCard[] }>(GIFT_CARD_ACCEPT_PATH, { signal })).results;
}

export function pendingGiftCardsQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: queryKeys.pendingGiftCards(), queryFn: ({ signal }) => getPendingGiftCards(signal), enabled });
}

export function usePendingGiftCards() {
  const { user } = useSession();
  return useQuery(pendingGiftCardsQueryOptions(Boolean(user)));
}
