import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftTransferStatus } from '@caskmark/shared/api/gifts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { GIFT_TRANSFER_PATH } from './gift-paths';

/** Spec part 2 §9: the transfer status is polled every 10 s. */
export const GIFT_TRANSFER_POLL_MS = 10_000;

/** GET /api/payments/v1/gift/{publicPk}: status 1 in progress, 3 failed, 4 completed, and transferStatus (the step). */
export function getGiftTransfer(transferPublicPk: string, signal?: AbortSignal): Promise<GiftTransferStatus> {
  return apiRequest<GiftTransferStatus>(`${GIFT_TRANSFER_PATH}/${encodeURIComponent(transferPublicPk)}`, { signal });
}

export function giftTransferQueryOptions(transferPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.giftTransfer(transferPublicPk),
    queryFn: ({ signal }) => getGiftTransfer(transferPublicPk, signal),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 1 ? false : GIFT_TRANSFER_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

export function useGiftTransfer(transferPublicPk: string | null) {
  return useQuery({ ...giftTransferQueryOptions(transferPublicPk ?? ''), enabled: Boolean(transferPublicPk) });
}
