import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { SweepstakesEntry } from '@caskmark/shared/api/sweepstakes';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { EthPaymentError, ethPaymentErrorMessage, type EthPaymentStep } from '../../checkout/lib/eth-payment-errors';
import { readEthPayment, writeEthPayment } from '../../checkout/lib/eth-payment-store';
import { useEthPaymentRun } from '../../checkout/lib/use-eth-payment-run';
import { EthFeeProgress, EthFeeWalletChoice } from '../../redemption/components/eth-fee-views';
import { WalletRuntime } from '../../wallets/components/wallet-runtime';
import { announceSweepstakesEthPayment, startSweepstakesEthPayment } from '../api/pay-sweepstakes-fee-in-eth';
import { useSweepstakesEntry } from '../api/sweepstakes-entry';

export interface EntryEthModalProps {
  sweepstakesPublicPk: string;
  entry: SweepstakesEntry;
  onClose: () => void;
}

type View = 'selectWallet' | 'transferInProgress' | 'transferComplete';

/**
 * PAY VIA ETH for the entry fee (decision 351), the redemption's ETH modal over the entry: pick one of
 * the connected wallets, PAY — the server quotes the entry's fee in wei, the wallet sends
 * `pay(reference)`, the hash is announced and the server reads it on the chain — then the progress
 * ('Transaction confirmed', 'Payment validated'; the entry is polled every 5 s while the payment waits)
 * and 'Payment Complete!'. A sent transaction is remembered for the entry, so PAY again after a failure
 * only announces it: the fee is never sent twice from this browser.
 */
export default function EntryEthModal(props: EntryEthModalProps) {
  return (
    <WalletRuntime>
      <EntryEthFlow {...props} />
    </WalletRuntime>
  );
}

function EntryEthFlow({ sweepstakesPublicPk, entry: initial, onClose }: EntryEthModalProps) {
  const queryClient = useQueryClient();
  const run = useEthPaymentRun();
  const [view, setView] = useState<View>('selectWallet');
  const [step, setStep] = useState<EthPaymentStep | null>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const entry = useSweepstakesEntry(sweepstakesPublicPk, true).data ?? initial;
  const paid = entry.status !== 'inProgress';
  const failed = view === 'transferInProgress' && !paid && !entry.paymentUnderWay ? 'ETH amount mismatch' : null;
  const key = `sweepstakes:${entry.publicPk}`;

  useEffect(() => {
    if (view === 'transferInProgress' && paid) setView('transferComplete');
  }, [view, paid]);

  const pay = useCallback(
    async (wallet: Wallet) => {
      setWorking(true);
      setError(null);
      setStep(null);
      try {
        let hash = readEthPayment(key)?.hash;
        if (!hash) {
          const quoted = await startSweepstakesEthPayment(sweepstakesPublicPk, wallet.address).catch((failure: unknown) => {
            throw new EthPaymentError('switchChain', { cause: failure });
          });
          writeEthPayment(key, { payer: wallet.address });
          hash = await run(quoted.ethTransferPayload!, wallet, setStep, { approve: false });
          writeEthPayment(key, { payer: wallet.address, hash });
        }
        setStep('announce');
        try {
          queryClient.setQueryData(queryKeys.sweepstakesEntry(sweepstakesPublicPk), await announceSweepstakesEthPayment(sweepstakesPublicPk, hash));
        } catch (failure) {
          // Refused: that transaction does not pay this entry, so the next attempt sends a new one.
          if (failure instanceof ApiError && failure.status === 400) writeEthPayment(key, { payer: wallet.address });
          throw new EthPaymentError('announce', { cause: failure });
        }
        setView('transferInProgress');
      } catch (failure) {
        setError(ethPaymentErrorMessage(failure));
      } finally {
        setWorking(false);
      }
    },
    [key, queryClient, run, sweepstakesPublicPk],
  );

  const tryAgain = () => {
    const record = readEthPayment(key);
    if (record) writeEthPayment(key, { payer: record.payer });
    setError(null);
    setStep(null);
    setView('selectWallet');
  };

  const closable = (view === 'selectWallet' && !working) || view === 'transferComplete';
  return (
    <Modal
      opened
      onClose={() => (closable ? onClose() : undefined)}
      title="Pay the entry fee in ETH"
      centered
      radius="lg"
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={closable}
    >
      {view === 'selectWallet' ? (
        <EthFeeWalletChoice
          amount={entry.amountUsd}
          label={`Entry fee (${entry.quantity} ${entry.quantity === 1 ? 'entry' : 'entries'})`}
          working={working}
          step={step}
          error={error}
          onPay={(wallet) => void pay(wallet)}
          onCancel={onClose}
        />
      ) : (
        <EthFeeProgress
          complete={view === 'transferComplete'}
          confirmed={paid}
          failure={failed}
          onTryAgain={tryAgain}
          onDone={onClose}
          completeText="Your entry fee is paid: your entries are in the draw."
          waitingText="Please don't close the window: we are confirming your payment on the chain."
        />
      )}
    </Modal>
  );
}
