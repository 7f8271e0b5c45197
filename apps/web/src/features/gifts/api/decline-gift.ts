import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gift } from '@caskmark/shared/api/gifts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { GIFTS_TO_ACCEPT_PATH } from './gift-paths';

/** PUT /api/account/v1/gift/accept/{giftPk} {status: 'declined'}: turn a gift down. */
export function declineGift(giftPublicPk: string): Promise<Gift> {
  return apiRequest<Gift>(`${GIFTS_TO_ACCEPT_PATH}/${encodeURIComponent(giftPublicPk)}`, { method: 'PUT', body: { status: 'declined' } });
}

export function useDeclineGift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineGift, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.gifts() }) });
}
