import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftCard } from '@caskmark/shared/api/payments';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const GIFT_CARDS_PATH = '/api/gift-card/v1/edition/user';

/** GET /api/gift-card/v1/edition/user: my accepted gift cards (and spent ones), the fullest first. */
export async function getGiftCards(signal?: AbortSignal): Promise<GiftCard[]> {
  return (await apiRequest<{ results: GiftCard[] }>(GIFT_CARDS_PATH, { signal })).results;
}

/** Off without a user (spec part 1 §6: cart and gift-card queries need one). */
export function giftCardsQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: queryKeys.giftCards(), queryFn: ({ signal }) => getGiftCards(signal), enabled });
}

export function useGiftCards() {
  const { user } = useSession();
  return useQuery(giftCardsQueryOptions(Boolean(user)));
}
