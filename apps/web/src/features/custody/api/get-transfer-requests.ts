import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferRequest } from '@caskmark/shared/api/wallet';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const TRANSFER_REQUESTS_PATH = '/api/account/v1/nft-transfer-request';

/** GET /api/account/v1/nft-transfer-request?edition_nft__public_pk=: my transfer requests for an edition, newest first. */
export function getTransferRequests(editionNftPublicPk: string, signal?: AbortSignal): Promise<TransferRequest[]> {
  return apiRequest<TransferRequest[]>(TRANSFER_REQUESTS_PATH, { query: { edition_nft__public_pk: editionNftPublicPk }, signal });
}

export function transferRequestsQueryOptions(editionNftPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.transferRequests(editionNftPublicPk),
    queryFn: ({ signal }) => getTransferRequests(editionNftPublicPk, signal),
    retry: false,
  });
}

export function useTransferRequests(editionNftPublicPk: string) {
  return useQuery(transferRequestsQueryOptions(editionNftPublicPk));
}
