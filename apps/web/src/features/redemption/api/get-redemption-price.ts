import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RedemptionPrice } from '@caskmark/shared/api/redemption';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/account/v2/redeem/{redeemPublicPk}/price: the shipping fee the server computed for the request. */
export function getRedemptionPrice(redeemPublicPk: string, signal?: AbortSignal): Promise<RedemptionPrice> {
  return apiRequest<RedemptionPrice>(`/api/account/v2/redeem/${encodeURIComponent(redeemPublicPk)}/price`, { signal });
}

export function redemptionPriceQueryOptions(redeemPublicPk: string) {
  return queryOptions({ queryKey: queryKeys.redemptionPrice(redeemPublicPk), queryFn: ({ signal }) => getRedemptionPrice(redeemPublicPk, signal), staleTime: 0 });
}

export function useRedemptionPrice(redeemPublicPk: string | null) {
  return useQuery({ ...redemptionPriceQueryOptions(redeemPublicPk ?? ''), enabled: Boolean(redeemPublicPk) });
}
