import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustodialNft } from '@caskmark/shared/api/custody';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const CUSTODIAL_NFTS_PATH = '/api/account/v1/custodial-nfts';

/** GET /api/account/v1/custodial-nfts: my NFTs still in the custodial wallet. */
export function getCustodialNfts(signal?: AbortSignal): Promise<CustodialNft[]> {
  return apiRequest<CustodialNft[]>(CUSTODIAL_NFTS_PATH, { signal });
}

export function custodialNftsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.custodialNfts(),
    queryFn: ({ signal }) => getCustodialNfts(signal),
  });
}

export function useCustodialNfts(enabled = true) {
  return useQuery({ ...custodialNftsQueryOptions(), enabled });
}
