import { useMemo } from 'react';
import type { ListingCardCheckout } from '@caskmark/shared/api/listing-card-purchase';
import type { CardPaymentTarget } from '../../checkout/lib/use-card-payment';
import { payCardCheckout } from '../api/card-checkout';

/**
 * A listing's card checkout as what the checkout's card flow pays for (decision 340): the capture call
 * with the session as `checkoutSessionPublicPk`; the amount is the server's. New cards only.
 */
export function useListingCardTarget(checkout: ListingCardCheckout, onAuthorized: () => void): CardPaymentTarget {
  const { publicPk, amount } = checkout;
  return useMemo(
    () => ({
      publicPk,
      amount,
      pay: (submission) => payCardCheckout({ ...submission, checkoutSessionPublicPk: publicPk }),
      refresh: () => undefined,
      onAuthorized,
    }),
    [publicPk, amount, onAuthorized],
  );
}
