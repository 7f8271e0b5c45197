import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RedemptionPage, RedemptionRequest } from '@caskmark/shared/api/redemption';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { requestView } from '../lib/request-view';

export const REDEMPTIONS_PAGE_SIZE = 10;
/** While a request can still move (staff pack or ship it, the carrier scans it), the list and Request Details look again this often. */
export const REDEMPTIONS_REFRESH_MS = 15_000;

/** A request that may still change: anything not delivered (cancelled ones are never listed). */
export function isMoving(request: RedemptionRequest): boolean {
  return requestView(request).status !== 'delivered';
}

/** GET /api/account/v2/redeem?page=&size=: my redemption requests, newest first, with carrier shipments and notes. */
export function getRedemptions(page: number, signal?: AbortSignal): Promise<RedemptionPage> {
  return apiRequest<RedemptionPage>('/api/account/v2/redeem', { query: { page, size: REDEMPTIONS_PAGE_SIZE }, signal });
}

export function useRedemptions(page: number) {
  return useQuery({
    queryKey: queryKeys.redemptions(page),
    queryFn: ({ signal }) => getRedemptions(page, signal),
    placeholderData: keepPreviousData,
    // Live without a reload (decision 279): polled while a request on the page is still under way; the browser's hidden tabs do not poll.
    refetchInterval: (query) => (query.state.data?.results.some(isMoving) ? REDEMPTIONS_REFRESH_MS : false),
  });
}

/** GET /api/account/v2/redeem/{redeemPublicPk}: one request for Request Details. */
export function getRedemption(redeemPublicPk: string, signal?: AbortSignal): Promise<RedemptionRequest> {
  return apiRequest<RedemptionRequest>(`/api/account/v2/redeem/${encodeURIComponent(redeemPublicPk)}`, { signal });
}

export function redemptionQueryOptions(redeemPublicPk: string) {
  return queryOptions({ queryKey: queryKeys.redemption(redeemPublicPk), queryFn: ({ signal }) => getRedemption(redeemPublicPk, signal) });
}

/** The drawer opens with the list's copy and refreshes it, then again while the request is under way. */
export function useRedemption(redeemPublicPk: string | null, placeholder?: RedemptionRequest) {
  return useQuery({
    ...redemptionQueryOptions(redeemPublicPk ?? ''),
    enabled: Boolean(redeemPublicPk),
    placeholderData: placeholder,
    // Read again on every opening (the app's default keeps reads 30 s).
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isMoving(query.state.data) ? REDEMPTIONS_REFRESH_MS : false),
  });
}
