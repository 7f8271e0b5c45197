import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const WALLETS_PATH = '/api/account/v1/wallet';

/** GET /api/account/v1/wallet: the signed-in collector's wallets (optionally one address, or managed only). */
export function getWallets(filters: { address?: string; isManaged?: boolean } = {}, signal?: AbortSignal): Promise<Wallet[]> {
  return apiRequest<Wallet[]>(WALLETS_PATH, { query: { address: filters.address, is_managed: filters.isManaged }, signal });
}

export function walletsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.wallets(),
    queryFn: ({ signal }) => getWallets({}, signal),
  });
}

export function useWallets(enabled = true) {
  return useQuery({ ...walletsQueryOptions(), enabled });
}
