import { useQuery } from '@tanstack/react-query';
import type { RedemptionStatusResponse } from '@caskmark/shared/api/redemption';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The payment status is polled every 10 s (spec part 1 §9). */
export const PAYMENT_STATUS_POLL_MS = 10_000;

/** GET /api/account/v2/redeem/status/{redeemPublicPk}: the request's status, its payment and whether the NFT is burned. */
export function getRedemptionStatus(redeemPublicPk: string, signal?: AbortSignal): Promise<RedemptionStatusResponse> {
  return apiRequest<RedemptionStatusResponse>(`/api/account/v2/redeem/status/${encodeURIComponent(redeemPublicPk)}`, { signal });
}

/** Polled while `polling`: stops by itself once the request is paid (burned) or cancelled. */
export function useRedemptionStatus(redeemPublicPk: string | null, polling: boolean) {
  return useQuery({
    queryKey: queryKeys.redemptionStatus(redeemPublicPk ?? ''),
    queryFn: ({ signal }) => getRedemptionStatus(redeemPublicPk!, signal),
    enabled: Boolean(redeemPublicPk),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return polling && status !== 'cancelled' && !(status && status !== 'pending') ? PAYMENT_STATUS_POLL_MS : false;
    },
  });
}
