import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { CART_POLL_MS } from '@caskmark/shared/api/checkout-texts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { CART_PATH } from './get-active-cart';

const FINAL_STATUSES = new Set(['Completed', 'Failed', 'Cancelled', 'Expired']);

/** GET /api/primary-payments/v2/checkout/cart/{id}: one of my carts whatever its status (progress, success, failure). */
export function getCart(cartPublicPk: string, signal?: AbortSignal): Promise<CheckoutCart> {
  return apiRequest<CheckoutCart>(`${CART_PATH}/${encodeURIComponent(cartPublicPk)}`, { signal });
}

/** Polled every 10 s until the cart reaches a final status (faster while a payment is settling). */
export function cartQueryOptions(cartPublicPk: string, fastPoll = false) {
  return queryOptions({
    queryKey: queryKeys.cart(cartPublicPk),
    queryFn: ({ signal }) => getCart(cartPublicPk, signal),
    refetchInterval: (query) => (query.state.data && FINAL_STATUSES.has(query.state.data.status) ? false : fastPoll ? 2_000 : CART_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

export function useCart(cartPublicPk: string | null, options: { fastPoll?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(cartPublicPk ?? '', options.fastPoll), enabled: Boolean(cartPublicPk) });
}
