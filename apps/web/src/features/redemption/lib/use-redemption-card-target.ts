import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CardPaymentTarget } from '../../checkout/lib/use-card-payment';
import { queryKeys } from '../../../lib/query-keys';
import { payRedemptionFee } from '../api/pay-redemption-fee';

/**
 * A redemption's shipping fee as what the checkout's card flow pays for: the capture-redeem call with
 * the request as `redeemNftPublicPk` (the amount is the request's, set by the server). The collector's
 * saved cards are offered as in checkout (decision 278): the same call with `paymentInstrumentPublicPk`.
 */
export function useRedemptionCardTarget(redeemPublicPk: string, amount: number, onAuthorized: () => void): CardPaymentTarget {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      publicPk: redeemPublicPk,
      amount,
      pay: (submission) => payRedemptionFee({ ...submission, redeemNftPublicPk: redeemPublicPk }),
      payWithSaved: (paymentInstrumentPublicPk, uniqueId) => payRedemptionFee({ redeemNftPublicPk: redeemPublicPk, paymentInstrumentPublicPk, uniqueId, isDefault: false, saveCreditCard: false }),
      refresh: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.redemptionStatus(redeemPublicPk) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.paymentInstruments() });
      },
      onAuthorized,
    }),
    [queryClient, redeemPublicPk, amount, onAuthorized],
  );
}
