import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCartLine, CartLineResult } from '@caskmark/shared/api/checkout';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { CART_PATH } from './get-active-cart';

/** POST .../checkout/cart/line {editionNft, cart, releasePackPublicPk, origin}: holds the edition in my cart. */
export function addCartLine(line: Partial<AddCartLine> & Pick<AddCartLine, 'releasePackPublicPk'>): Promise<CartLineResult> {
  return apiRequest<CartLineResult>(`${CART_PATH}/line`, { method: 'POST', body: line });
}

export function useAddCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartLine,
    onSettled: (_data, _error, line) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.activeCart() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.releasePackEditions(line.releasePackPublicPk) });
      if (line.editionNft) void queryClient.invalidateQueries({ queryKey: queryKeys.editionNft(line.editionNft) });
    },
  });
}
