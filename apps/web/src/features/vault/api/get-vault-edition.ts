import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VaultEdition } from '@caskmark/shared/api/vault';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/account/v2/edition/{editionPublicPk}: one NFT of my vault with every field of the drawer. */
export function getVaultEdition(editionNftPublicPk: string, signal?: AbortSignal): Promise<VaultEdition> {
  return apiRequest<VaultEdition>(`/api/account/v2/edition/${encodeURIComponent(editionNftPublicPk)}`, { signal });
}

export function vaultEditionQueryOptions(editionNftPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.vaultEdition(editionNftPublicPk),
    queryFn: ({ signal }) => getVaultEdition(editionNftPublicPk, signal),
  });
}

export function useVaultEdition(editionNftPublicPk: string | null, placeholder?: VaultEdition) {
  return useQuery({
    ...vaultEditionQueryOptions(editionNftPublicPk ?? ''),
    enabled: Boolean(editionNftPublicPk),
    // The card already has every field: the drawer shows it at once while the fresh copy loads.
    placeholderData: placeholder,
  });
}
