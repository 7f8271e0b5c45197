import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { verifyCard } from '../api/verify-card';
import type { CardPaymentTarget } from './use-card-payment';

/**
 * Adding a card from the profile as what the card flow "pays" for: card verification ($0, nothing
 * charged), the card always saved, no saved card offered. `sessionPk` names this attempt's hosted-fields
 * session (a new one each time the form opens).
 */
export function useCardVerificationTarget(sessionPk: string, onSaved: () => void): CardPaymentTarget {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      publicPk: sessionPk,
      amount: 0,
      savesCardOnly: true,
      pay: (submission) => verifyCard({ ...submission, saveCreditCard: true }),
      refresh: () => void queryClient.invalidateQueries({ queryKey: queryKeys.paymentInstruments() }),
      onAuthorized: onSaved,
    }),
    [queryClient, sessionPk, onSaved],
  );
}
