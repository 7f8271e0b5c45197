import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RedemptionPage, RedemptionRequest } from '@caskmark/shared/api/redemption';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const REDEMPTIONS_PAGE_SIZE = 10;

/** GET /api/account/v2/redeem?page=&size=: my redemption requests, newest first, with carrier shipments and notes. */
export function getRedemptions(page: number, signal?: AbortSignal): Promise<RedemptionPage> {
  return apiRequest<RedemptionPage>('/api/account/v2/redeem', { query: { page, size: REDEMPTIONS_PAGE_SIZE }, signal });
}

export function useRedemptions(page: number) {
  return useQuery({ queryKey: queryKeys.redemptions(page), queryFn: ({ signal }) => getRedemptions(page, signal), placeholderData: keepPreviousData });
}

/** GET /api/account/v2/redeem/{redeemPublicPk}: one request for Request Details. */
export function getRedemption(redeemPublicPk: string, signal?: AbortSignal): Promise<RedemptionRequest> {
  return apiRequest<RedemptionRequest>(`/api/account/v2/redeem/${encodeURIComponent(redeemPublicPk)}`, { signal });
}

export function redemptionQueryOptions(redeemPublicPk: string) {
  return queryOptions({ queryKey: queryKeys.redemption(redeemPublicPk), queryFn: ({ signal }) => getRedemption(redeemPublicPk, signal) });
}

/** The drawer opens with the list's copy and refreshes it. */
export function useRedemption(redeemPublicPk: string | null, placeholder?: RedemptionRequest) {
  return useQuery({ ...redemptionQueryOptions(redeemPublicPk ?? ''), enabled: Boolean(redeemPublicPk), placeholderData: placeholder });
}
