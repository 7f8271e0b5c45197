import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChainConfig } from '@caskmark/shared/api/wallet';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const CHAIN_CONFIG_PATH = '/services/utility/v1/chain-config';

/** The chain the server works on (chain id, RPC, contracts; the dev wallet's demo accounts on the dev chain). */
export function getChainConfig(signal?: AbortSignal): Promise<ChainConfig> {
  return apiRequest<ChainConfig>(CHAIN_CONFIG_PATH, { signal, anonymous: true });
}

export function chainConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.chainConfig(),
    queryFn: ({ signal }) => getChainConfig(signal),
    // The chain does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useChainConfig(enabled = true) {
  return useQuery({ ...chainConfigQueryOptions(), enabled });
}
