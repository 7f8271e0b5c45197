import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutCart, StartEthPayment } from '@caskmark/shared/api/checkout';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/primary-payments/v2/checkout/eth-payment {cartPublicPk, fromAccount}: the cart is paid in
 * ETH from that wallet (which also receives the NFTs); the answer is the cart In Progress with its
 * ethTransferPayload, quoted for 15 minutes. Asking again answers the same quote.
 */
export function startEthPayment(request: StartEthPayment): Promise<CheckoutCart> {
  return apiRequest<CheckoutCart>('/api/primary-payments/v2/checkout/eth-payment', { method: 'POST', body: request });
}

export function useStartEthPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startEthPayment,
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart(cart.publicPk), cart),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeCart() }),
  });
}
