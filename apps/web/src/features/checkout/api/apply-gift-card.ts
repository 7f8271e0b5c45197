import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { CART_PATH } from './get-active-cart';

export interface ApplyGiftCard {
  cartPublicPk: string;
  /** null takes the gift card off the cart. */
  giftCardPublicPk: string | null;
}

/**
 * PUT .../checkout/cart/{id}/gift-card {giftCardPublicPk}: the card pays as much of the total as its
 * balance covers, never more (decision 182); the answer is the cart with its new total.
 */
export function applyGiftCard({ cartPublicPk, giftCardPublicPk }: ApplyGiftCard): Promise<CheckoutCart> {
  return apiRequest<CheckoutCart>(`${CART_PATH}/${encodeURIComponent(cartPublicPk)}/gift-card`, { method: 'PUT', body: { giftCardPublicPk } });
}

export function useApplyGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyGiftCard,
    onSuccess: (cart) => {
      queryClient.setQueryData(queryKeys.activeCart(), cart);
      queryClient.setQueryData(queryKeys.cart(cart.publicPk), cart);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeCart() }),
  });
}
