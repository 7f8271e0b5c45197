import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RedeemEligibility, RedeemExists } from '@caskmark/shared/api/redemption';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/account/v1/redeem/exists/{editionNftPublicPk}: my live request for this NFT, or whether it is closed to me. */
export function getRedeemExists(editionNftPublicPk: string, signal?: AbortSignal): Promise<RedeemExists> {
  return apiRequest<RedeemExists>(`/api/account/v1/redeem/exists/${encodeURIComponent(editionNftPublicPk)}`, { signal });
}

/** GET /api/account/v2/redeem/eligibility/{editionNftPublicPk}: the soft conditions (e-mail, redeem date, access) and the bottle. */
export function getRedeemEligibility(editionNftPublicPk: string, signal?: AbortSignal): Promise<RedeemEligibility> {
  return apiRequest<RedeemEligibility>(`/api/account/v2/redeem/eligibility/${encodeURIComponent(editionNftPublicPk)}`, { signal });
}

/** Both reads the redeem page needs before it shows anything (spec part 1 §4 "Redemption on page load"). */
export function redeemStartQueryOptions(editionNftPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.redeemStart(editionNftPublicPk),
    queryFn: async ({ signal }) => {
      const [exists, eligibility] = await Promise.all([getRedeemExists(editionNftPublicPk, signal), getRedeemEligibility(editionNftPublicPk, signal)]);
      return { exists, eligibility };
    },
    // A load error sends the collector home (spec): no retries that would only delay that.
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useRedeemStart(editionNftPublicPk: string) {
  return useQuery(redeemStartQueryOptions(editionNftPublicPk));
}
