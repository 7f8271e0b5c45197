import { useQuery } from '@tanstack/react-query';
import type { ShippingAddress } from '@caskmark/shared/api/account';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/account/v2/user/shipping-address: my default address to start the form with; null when I have none (404). */
export async function getDefaultShippingAddress(signal?: AbortSignal): Promise<ShippingAddress | null> {
  try {
    return await apiRequest<ShippingAddress>('/api/account/v2/user/shipping-address', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useDefaultShippingAddress() {
  return useQuery({ queryKey: queryKeys.defaultShippingAddress(), queryFn: ({ signal }) => getDefaultShippingAddress(signal), retry: false, staleTime: 60_000 });
}
