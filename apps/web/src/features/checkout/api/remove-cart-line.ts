import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartLineResult } from '@caskmark/shared/api/checkout';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { CART_PATH } from './get-active-cart';

/** DELETE .../checkout/cart/line/{lineItemPublicPk}: releases the edition; the last line cancels the cart. */
export function removeCartLine(lineItemPublicPk: string): Promise<CartLineResult> {
  return apiRequest<CartLineResult>(`${CART_PATH}/line/${encodeURIComponent(lineItemPublicPk)}`, { method: 'DELETE' });
}

export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartLine,
    onSettled: (line) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.activeCart() });
      if (line?.releasePackPublicPk) void queryClient.invalidateQueries({ queryKey: queryKeys.releasePackEditions(line.releasePackPublicPk) });
      if (line?.editionNftPublicPk) void queryClient.invalidateQueries({ queryKey: queryKeys.editionNft(line.editionNftPublicPk) });
    },
  });
}
