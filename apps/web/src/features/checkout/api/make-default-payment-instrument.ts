import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditCard } from '@caskmark/shared/api/payments';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { PAYMENT_INSTRUMENTS_PATH } from './get-payment-instruments';

/** PATCH /api/payment-gateway/v1/payment-instruments/{paymentInstrumentId} {isDefault: true}: the card checkout offers first. */
export function makeDefaultPaymentInstrument(paymentInstrumentId: string): Promise<CreditCard> {
  return apiRequest<CreditCard>(`${PAYMENT_INSTRUMENTS_PATH}/${encodeURIComponent(paymentInstrumentId)}`, { method: 'PATCH', body: { isDefault: true } });
}

export function useMakeDefaultPaymentInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDefaultPaymentInstrument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentInstruments() }),
  });
}
