import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditCard } from '@caskmark/shared/api/payments';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const PAYMENT_INSTRUMENTS_PATH = '/api/payment-gateway/v1/payment-instruments';

/** GET /api/payment-gateway/v1/payment-instruments: my saved cards, the default first. */
export async function getPaymentInstruments(signal?: AbortSignal): Promise<CreditCard[]> {
  return (await apiRequest<{ results: CreditCard[] }>(PAYMENT_INSTRUMENTS_PATH, { signal })).results;
}

export function paymentInstrumentsQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: queryKeys.paymentInstruments(), queryFn: ({ signal }) => getPaymentInstruments(signal), enabled });
}

export function usePaymentInstruments() {
  const { user } = useSession();
  return useQuery(paymentInstrumentsQueryOptions(Boolean(user)));
}
