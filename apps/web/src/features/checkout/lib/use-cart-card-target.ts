import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { queryKeys } from '../../../lib/query-keys';
import { extendCart } from '../api/extend-cart';
import { payWithCard, payWithSavedCard } from '../api/pay-with-card';
import type { CardPaymentTarget } from './use-card-payment';

/**
 * A cart as what the card flow pays for: the hold is extended for the payment (once) before 3-D
 * Secure, saved cards are offered, and every answer refreshes the cart (the checkout takes over).
 */
export function useCartCardTarget(cart: CheckoutCart): CardPaymentTarget {
  const queryClient = useQueryClient();
  const { publicPk, amount, extended } = cart;
  return useMemo(
    () => ({
      publicPk,
      amount,
      prepare: async () => {
        if (!extended) await extendCart({ cartPublicPk: publicPk, forPayment: true }).catch(() => undefined);
      },
      pay: (submission) => payWithCard({ ...submission, cartPublicPk: publicPk }),
      payWithSaved: (paymentInstrumentPublicPk, uniqueId) => payWithSavedCard({ cartPublicPk: publicPk, paymentInstrumentPublicPk, uniqueId }),
      refresh: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.activeCart() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart(publicPk) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.paymentInstruments() });
      },
    }),
    [queryClient, publicPk, amount, extended],
  );
}
