import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/primary-payments/v2/transfer/wire-transfer, multipart {receipt, phone_number, cart_public_pk}. */
export function submitWireProof({ cartPublicPk, phone, receipt }: { cartPublicPk: string; phone: string; receipt: File }): Promise<CheckoutCart> {
  const body = new FormData();
  body.set('receipt', receipt);
  body.set('phone_number', phone);
  body.set('cart_public_pk', cartPublicPk);
  return apiRequest<CheckoutCart>('/api/primary-payments/v2/transfer/wire-transfer', { method: 'POST', body });
}

export function useSubmitWireProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWireProof,
    onSettled: (_data, _error, { cartPublicPk }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.activeCart() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart(cartPublicPk) });
    },
  });
}
