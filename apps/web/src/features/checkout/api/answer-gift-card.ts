import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftCard } from '@caskmark/shared/api/payments';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { GIFT_CARD_ACCEPT_PATH } from './get-pending-gift-cards';

export interface GiftCardAnswer {
  giftCardPublicPk: string;
  status: 'accepted' | 'declined';
}

/** PUT /api/gift-card/v1/gift/accept/{publicPk} {status}: 404 'Gift has been cancelled' once the sender took it back. */
export function answerGiftCard({ giftCardPublicPk, status }: GiftCardAnswer): Promise<GiftCard> {
  return apiRequest<GiftCard>(`${GIFT_CARD_ACCEPT_PATH}/${encodeURIComponent(giftCardPublicPk)}`, { method: 'PUT', body: { status } });
}

export function useAnswerGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerGiftCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.allGiftCards() }),
  });
}
