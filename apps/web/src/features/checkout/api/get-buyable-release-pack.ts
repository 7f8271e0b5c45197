import { useQuery } from '@tanstack/react-query';
import type { BuyableReleasePack } from '@caskmark/shared/api/checkout';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/payments/v2/checkout/buyable-release-pack/{pk}: whether the pack can be bought now (claim page, FCFS). */
export function getBuyableReleasePack(releasePackPublicPk: string, signal?: AbortSignal): Promise<BuyableReleasePack> {
  return apiRequest<BuyableReleasePack>(`/api/payments/v2/checkout/buyable-release-pack/${encodeURIComponent(releasePackPublicPk)}`, { signal });
}

export function useBuyableReleasePack(releasePackPublicPk: string | undefined) {
  return useQuery({
    queryKey: queryKeys.buyableReleasePack(releasePackPublicPk ?? ''),
    queryFn: ({ signal }) => getBuyableReleasePack(releasePackPublicPk ?? '', signal),
    enabled: Boolean(releasePackPublicPk),
  });
}
