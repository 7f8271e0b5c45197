import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gift } from '@caskmark/shared/api/gifts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { GIFTS_PATH } from './gift-paths';

/** DELETE /api/account/v1/gift/{giftPublicPk}: take a pending gift back; the edition unlocks. */
export function cancelGift(giftPublicPk: string): Promise<Gift> {
  return apiRequest<Gift>(`${GIFTS_PATH}/${encodeURIComponent(giftPublicPk)}`, { method: 'DELETE' });
}

export function useCancelGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelGift,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.gifts() }), queryClient.invalidateQueries({ queryKey: queryKeys.vault() })]),
  });
}
