import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutCart, OneClickTransfer } from '@caskmark/shared/api/checkout';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/primary-payments/v1/transfer/one-click {primaryCheckoutCart, fromAccount, createManagedWallet}: a free checkout. */
export function oneClickTransfer(transfer: OneClickTransfer): Promise<CheckoutCart> {
  return apiRequest<CheckoutCart>('/api/primary-payments/v1/transfer/one-click', { method: 'POST', body: transfer });
}

export function useOneClickTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: oneClickTransfer,
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart(cart.publicPk), cart),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeCart() }),
  });
}
