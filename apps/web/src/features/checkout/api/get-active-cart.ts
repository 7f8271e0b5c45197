import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { ACTIVE_CART_POLL_MS, CART_POLL_MS } from '@caskmark/shared/api/checkout-texts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const CART_PATH = '/api/primary-payments/v2/checkout/cart';

/**
 * GET /api/primary-payments/v2/checkout/cart: the caller's cart that still holds editions. A 404
 * ('User has no valid cart') means there is none: the query answers null rather than failing.
 */
export async function getActiveCart(signal?: AbortSignal): Promise<CheckoutCart | null> {
  try {
    return await apiRequest<CheckoutCart>(CART_PATH, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Spec part 1 §4/§9: polled every 10 s while a cart exists, every 30 s otherwise; off without a user. */
export function activeCartQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.activeCart(),
    queryFn: ({ signal }) => getActiveCart(signal),
    enabled,
    refetchInterval: (query) => (query.state.data ? CART_POLL_MS : ACTIVE_CART_POLL_MS),
  });
}

export function useActiveCart() {
  const { user } = useSession();
  return useQuery(activeCartQueryOptions(Boolean(user)));
}
