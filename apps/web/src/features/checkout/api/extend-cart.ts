import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { CART_PATH } from './get-active-cart';

/** POST .../checkout/cart/{id}/extend {forPayment}: 'Are you still there?' or, once, the time a card payment needs. */
export function extendCart({ cartPublicPk, forPayment = false }: { cartPublicPk: string; forPayment?: boolean }): Promise<CheckoutCart> {
  return apiRequest<CheckoutCart>(`${CART_PATH}/${encodeURIComponent(cartPublicPk)}/extend`, { method: 'POST', body: { forPayment } });
}

export function useExtendCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendCart,
    onSuccess: (cart) => {
      queryClient.setQueryData(queryKeys.activeCart(), cart);
      queryClient.setQueryData(queryKeys.cart(cart.publicPk), cart);
    },
  });
}
