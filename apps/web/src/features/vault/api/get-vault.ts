import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { VaultPage } from '@caskmark/shared/api/vault';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const VAULT_PATH = '/api/account/v2/vault';

export interface VaultFilters {
  search: string;
  state: 'owned' | 'redeemed';
}

/** GET /api/account/v2/vault: one page of my editions (held now, or redeemed). */
export function getVault(filters: VaultFilters & { page: number; size: number }, signal?: AbortSignal): Promise<VaultPage> {
  return apiRequest<VaultPage>(VAULT_PATH, { query: { ...filters, search: filters.search || undefined }, signal });
}

/** The grid: pages of `size` loaded one after another as the collector scrolls. */
export function vaultGridQueryOptions(filters: VaultFilters, size: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.vault({ ...filters, view: 'grid', size }),
    queryFn: ({ pageParam, signal }) => getVault({ ...filters, page: pageParam, size }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useVaultGrid(filters: VaultFilters, size: number) {
  return useInfiniteQuery(vaultGridQueryOptions(filters, size));
}

/** The table: one numbered page at a time; the previous page stays on screen while the next loads. */
export function vaultTableQueryOptions(filters: VaultFilters, page: number, size: number) {
  return queryOptions({
    queryKey: queryKeys.vault({ ...filters, view: 'table', page, size }),
    queryFn: ({ signal }) => getVault({ ...filters, page, size }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVaultTable(filters: VaultFilters, page: number, size: number) {
  return useQuery(vaultTableQueryOptions(filters, page, size));
}
