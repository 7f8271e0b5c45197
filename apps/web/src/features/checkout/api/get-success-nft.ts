import { useQuery } from '@tanstack/react-query';
import type { CheckoutSuccessNft } from '@caskmark/shared/api/checkout';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/payments/v2/checkout/success/nft/{editionNftPublicPk}: a bought edition with its delivery transaction. */
export function getSuccessNft(editionNftPublicPk: string, signal?: AbortSignal): Promise<CheckoutSuccessNft> {
  return apiRequest<CheckoutSuccessNft>(`/api/payments/v2/checkout/success/nft/${encodeURIComponent(editionNftPublicPk)}`, { signal });
}

export function useSuccessNft(editionNftPublicPk: string | undefined) {
  return useQuery({
    queryKey: queryKeys.checkoutSuccessNft(editionNftPublicPk ?? ''),
    queryFn: ({ signal }) => getSuccessNft(editionNftPublicPk ?? '', signal),
    enabled: Boolean(editionNftPublicPk),
  });
}
