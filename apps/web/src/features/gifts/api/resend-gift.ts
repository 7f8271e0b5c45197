import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gift } from '@caskmark/shared/api/gifts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { GIFTS_PATH } from './gift-paths';

/** PATCH /api/account/v1/gift/{publicPk}/resend: the receiver's notification again (at most 5 times). */
export function resendGift(giftPublicPk: string): Promise<Gift> {
  return apiRequest<Gift>(`${GIFTS_PATH}/${encodeURIComponent(giftPublicPk)}/resend`, { method: 'PATCH' });
}

export function useResendGift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendGift, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.gifts() }) });
}
