import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import type { SweepstakesEntry } from '@caskmark/shared/api/sweepstakes';
import { CardPaymentPanel } from '../../checkout/components/card/card-payment-panel';
import type { CardPaymentTarget } from '../../checkout/lib/use-card-payment';
import { queryKeys } from '../../../lib/query-keys';
import { paySweepstakesFee } from '../api/pay-sweepstakes-fee';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Payment options of the drawer: PAY VIA ETH (the ETH modal, decision 351) or the checkout's card flow
 * (new or saved card form, 3-D Secure) paying capture-sweepstakes with the pack as
 * `sweepstakesPublicPk`; either way the server charges the entry's own fee.
 */
export function EntryPayment({ pack, entry, onPaid, onPayEth }: { pack: ReleasePack; entry: SweepstakesEntry; onPaid: () => void; onPayEth: () => void }) {
  const [card, setCard] = useState(false);
  const queryClient = useQueryClient();
  const target = useMemo<CardPaymentTarget>(
    () => ({
      publicPk: entry.publicPk,
      amount: entry.amountUsd,
      pay: (submission) => paySweepstakesFee({ ...submission, sweepstakesPublicPk: pack.publicPk }),
      refresh: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.sweepstakesEntry(pack.publicPk) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.paymentInstruments() });
      },
      onAuthorized: onPaid,
    }),
    [entry.publicPk, entry.amountUsd, pack.publicPk, queryClient, onPaid],
  );
  if (!card)
    return (
      <Stack gap="sm">
        <Divider label="Payment" labelPosition="left" />
        <Text size="sm">
          Your details are in. Pay {usd.format(entry.amountUsd)} for {entry.quantity} {entry.quantity === 1 ? 'entry' : 'entries'} to take part in the draw.
        </Text>
        <Button variant="default" onClick={onPayEth}>
          PAY VIA ETH
        </Button>
        <Divider label="OR" labelPosition="center" />
        <Button onClick={() => setCard(true)}>PAY VIA CREDIT CARD</Button>
      </Stack>
    );
  return (
    <CardPaymentPanel
      target={target}
      bar={({ continueLabel = 'Continue', onContinue, continueForm, continueLoading, continueDisabled }) => (
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={() => setCard(false)}>
            Back
          </Button>
          <Button type={continueForm ? 'submit' : 'button'} form={continueForm} onClick={onContinue} loading={continueLoading} disabled={continueDisabled}>
            {continueLabel}
          </Button>
        </Group>
      )}
    />
  );
}
