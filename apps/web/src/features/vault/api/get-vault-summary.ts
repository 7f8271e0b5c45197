import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VaultSummary } from '@caskmark/shared/api/vault';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/account/v2/user/vault-summary: how many editions, redeemed editions and listings I have. */
export function getVaultSummary(signal?: AbortSignal): Promise<VaultSummary> {
  return apiRequest<VaultSummary>('/api/account/v2/user/vault-summary', { signal });
}

export function vaultSummaryQueryOptions() {
  return queryOptions({ queryKey: queryKeys.vault({ summary: true }), queryFn: ({ signal }) => getVaultSummary(signal) });
}

export function useVaultSummary() {
  return useQuery(vaultSummaryQueryOptions());
}
