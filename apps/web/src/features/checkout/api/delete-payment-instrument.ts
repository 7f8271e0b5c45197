import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { PAYMENT_INSTRUMENTS_PATH } from './get-payment-instruments';

/** DELETE /api/payment-gateway/v1/payment-instruments/{paymentInstrumentId}: at the PSP too; the newest card left becomes the default. */
export function deletePaymentInstrument(paymentInstrumentId: string): Promise<void> {
  return apiRequest<void>(`${PAYMENT_INSTRUMENTS_PATH}/${encodeURIComponent(paymentInstrumentId)}`, { method: 'DELETE' });
}

export function useDeletePaymentInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentInstrument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentInstruments() }),
  });
}
