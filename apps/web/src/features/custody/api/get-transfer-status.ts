import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TransferStatusSchema } from '@caskmark/shared/api/wallet';
import { TRANSFER_STATUS } from '@caskmark/shared/rules/custodial-transfer';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { TRANSFER_REQUESTS_PATH } from './get-transfer-requests';

export type TransferStatus = z.infer<typeof TransferStatusSchema>;

/** Spec part 2 §9: the transfer status is polled every 10 s. */
export const TRANSFER_STATUS_POLL_MS = 10_000;

/** GET /api/account/v1/nft-transfer-request/status/{publicPk}: 1 in progress, 3 failed, 4 completed, and the step reached. */
export function getTransferStatus(transferPublicPk: string, signal?: AbortSignal): Promise<TransferStatus> {
  return apiRequest<TransferStatus>(`${TRANSFER_REQUESTS_PATH}/status/${encodeURIComponent(transferPublicPk)}`, { signal });
}

export function transferStatusQueryOptions(transferPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.transferStatus(transferPublicPk),
    queryFn: ({ signal }) => getTransferStatus(transferPublicPk, signal),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== TRANSFER_STATUS.inProgress ? false : TRANSFER_STATUS_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

export function useTransferStatus(transferPublicPk: string | null) {
  return useQuery({ ...transferStatusQueryOptions(transferPublicPk ?? ''), enabled: Boolean(transferPublicPk) });
}
