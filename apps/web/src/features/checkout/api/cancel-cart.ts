import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { CART_PATH } from './get-active-cart';

/** POST .../checkout/cart/{id}/cancel {isExpiration}: with isExpiration a cart still in time is left alone. */
export function cancelCart({ cartPublicPk, isExpiration = false }: { cartPublicPk: string; isExpiration?: boolean }): Promise<CheckoutCart> {
  return apiRequest<CheckoutCart>(`${CART_PATH}/${encodeURIComponent(cartPublicPk)}/cancel`, { method: 'POST', body: { isExpiration } });
}

export function useCancelCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCart,
    onSuccess: (cart) => {
      queryClient.setQueryData(queryKeys.cart(cart.publicPk), cart);
      void queryClient.invalidateQueries({ queryKey: queryKeys.releasePackEditions(cart.releasePackPublicPk) });
      for (const line of cart.lineItems) void queryClient.invalidateQueries({ queryKey: queryKeys.editionNft(line.editionNftPublicPk) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeCart() }),
  });
}
