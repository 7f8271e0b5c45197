import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { EthPaymentError, ethPaymentErrorMessage, type EthPaymentStep } from '../../checkout/lib/eth-payment-errors';
import { readEthPayment, writeEthPayment } from '../../checkout/lib/eth-payment-store';
import { useEthPaymentRun } from '../../checkout/lib/use-eth-payment-run';
import { WalletRuntime } from '../../wallets/components/wallet-runtime';
import { announceRedemptionEthPayment, startRedemptionEthPayment } from '../api/pay-redemption-fee-in-eth';
import { useRedemptionStatus } from '../api/get-redemption-status';
import { EthFeeProgress, EthFeeWalletChoice } from './eth-fee-views';

/** 'Please dont close the window, we are transferring your nft' (spec part 1 §4, as written). */
export const ETH_TRANSFER_LEAVE_WARNING = 'Please dont close the window, we are transferring your nft';

export interface EthFeeModalProps {
  redeemPublicPk: string;
  /** The fee in USD (the server's). */
  amount: number;
  onClose: () => void;
  /** The request is paid (fee taken from the chain, NFT burned): the wizard moves on. */
  onPaid: () => void;
}

type View = 'selectWallet' | 'transferInProgress' | 'transferComplete';

/**
 * 'Shipment Payment' (spec part 1 §2, §4; decision 277): pick one of the connected wallets, PAY — the
 * server quotes the fee in wei, the wallet sends `pay(reference)` (switch chain, request accounts,
 * send; no approval is needed since nothing arrives in the wallet), the hash is announced — then the
 * progress view ('Transaction confirmed', 'Payment validated'; the status polled every 10 s) and
 * 'Payment Complete!'. Neither Escape nor a click outside closes it. A sent transaction is remembered
 * for the request, so PAY again after a failure only announces it: the fee is never sent twice.
 */
export default function EthFeeModal(props: EthFeeModalProps) {
  return (
    <WalletRuntime>
      <EthFeeFlow {...props} />
    </WalletRuntime>
  );
}

function EthFeeFlow({ redeemPublicPk, amount, onClose, onPaid }: EthFeeModalProps) {
  const queryClient = useQueryClient();
  const run = useEthPaymentRun();
  const [view, setView] = useState<View>('selectWallet');
  const [step, setStep] = useState<EthPaymentStep | null>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = useRedemptionStatus(redeemPublicPk, view === 'transferInProgress');
  const paid = Boolean(status.data && status.data.status !== 'pending' && status.data.status !== 'cancelled');
  const failed = view === 'transferInProgress' && (status.data?.payment === 'failed' || status.data?.status === 'cancelled') ? (status.data.failureReason ?? 'The payment was not accepted.') : null;

  useEffect(() => {
    if (view === 'transferInProgress' && paid) setView('transferComplete');
  }, [view, paid]);

  // While the transfer is under way, leaving the page is warned against (spec part 1 §4).
  useEffect(() => {
    if (!working && view !== 'transferInProgress') return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ETH_TRANSFER_LEAVE_WARNING;
      return ETH_TRANSFER_LEAVE_WARNING;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [working, view]);

  const pay = useCallback(
    async (wallet: Wallet) => {
      setWorking(true);
      setError(null);
      setStep(null);
      try {
        let hash = readEthPayment(redeemPublicPk)?.hash;
        if (!hash) {
          const price = await startRedemptionEthPayment(redeemPublicPk, wallet.address).catch((failure: unknown) => {
            throw new EthPaymentError('switchChain', { cause: failure });
          });
          queryClient.setQueryData(queryKeys.redemptionPrice(redeemPublicPk), price);
          writeEthPayment(redeemPublicPk, { payer: wallet.address });
          hash = await run(price.ethTransferPayload!, wallet, setStep, { approve: false });
          writeEthPayment(redeemPublicPk, { payer: wallet.address, hash });
        }
        setStep('announce');
        try {
          queryClient.setQueryData(queryKeys.redemptionStatus(redeemPublicPk), await announceRedemptionEthPayment(redeemPublicPk, hash));
        } catch (failure) {
          // Refused: that transaction does not pay this fee, so the next attempt sends a new one.
          if (failure instanceof ApiError && failure.status === 400) writeEthPayment(redeemPublicPk, { payer: wallet.address });
          throw new EthPaymentError('announce', { cause: failure });
        }
        setView('transferInProgress');
      } catch (failure) {
        setError(ethPaymentErrorMessage(failure));
      } finally {
        setWorking(false);
      }
    },
    [queryClient, redeemPublicPk, run],
  );

  const tryAgain = () => {
    // The last transaction did not pay the fee (short, or too late): the next PAY gets a new quote.
    const record = readEthPayment(redeemPublicPk);
    if (record) writeEthPayment(redeemPublicPk, { payer: record.payer });
    setError(null);
    setStep(null);
    setView('selectWallet');
    void queryClient.invalidateQueries({ queryKey: queryKeys.redemptionStatus(redeemPublicPk) });
  };

  const closable = view === 'selectWallet' && !working;
  return (
    <Modal
      opened
      onClose={() => (view === 'transferComplete' ? onPaid() : closable ? onClose() : undefined)}
      title="Shipment Payment"
      centered
      radius="lg"
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={closable || view === 'transferComplete'}
    >
      {view === 'selectWallet' ? (
        <EthFeeWalletChoice amount={amount} working={working} step={step} error={error} onPay={(wallet) => void pay(wallet)} onCancel={onClose} />
      ) : (
        <EthFeeProgress complete={view === 'transferComplete'} confirmed={paid || status.data?.payment === 'captured'} failure={failed} onTryAgain={tryAgain} onDone={onPaid} />
      )}
    </Modal>
  );
}
