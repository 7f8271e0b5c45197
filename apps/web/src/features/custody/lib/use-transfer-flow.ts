import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { existingTransferStep, TRANSFER_COMPLETE_STEP, TRANSFER_STATUS } from '@caskmark/shared/rules/custodial-transfer';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { showWalletToast } from '../../wallets/lib/wallet-toast';
import { useCreateTransferRequest } from '../api/create-transfer-request';
import { useTransferRequests } from '../api/get-transfer-requests';
import { useTransferStatus } from '../api/get-transfer-status';
import { TRANSFER_MESSAGES } from './transfer-messages';

/** The Transfer NFT dialog's pages (spec part 2 §2 screen 12), plus loading and a failure page. */
export type TransferView =
  | { name: 'loading' }
  | { name: 'selectWallet' }
  | { name: 'transferInProgress'; step: number; transactionHash: string | null }
  | { name: 'transferComplete'; transactionHash: string | null }
  | { name: 'failed'; reason: string | null };

const STEP_UP_REQUIRED = 'step_up_required';

/**
 * Follows one edition's transfer out of custody: resumes a request already under way (the lookup's
 * 'Completed' maps to 4, any other status to 1, a failed lookup to 3, spec part 2 §4), else waits for
 * a wallet choice; then polls the status every 10 s until ownership is confirmed or it failed.
 */
export function useTransferFlow(editionNftPublicPk: string) {
  const queryClient = useQueryClient();
  const existing = useTransferRequests(editionNftPublicPk);
  const create = useCreateTransferRequest();
  const [followed, setFollowed] = useState<string | null>(null);
  const [restarted, setRestarted] = useState(false);
  const [submitError, setSubmitError] = useState<{ messages: string[]; needsCode: boolean } | null>(null);
  const status = useTransferStatus(followed);
  const announced = useRef(false);

  // Resume the newest request when it is still under way.
  const newest = existing.data?.[0];
  const lookup = existing.isError ? existingTransferStep({ ok: false }) : newest ? existingTransferStep({ ok: true, status: newest.status }) : null;
  useEffect(() => {
    if (!restarted && !followed && newest && lookup === TRANSFER_STATUS.inProgress) setFollowed(newest.publicPk);
  }, [restarted, followed, newest, lookup]);

  const current = status.data;
  const completed = current?.status === TRANSFER_STATUS.completed;
  useEffect(() => {
    if (!completed || announced.current) return;
    announced.current = true;
    showWalletToast('green', TRANSFER_MESSAGES.succeeded);
    // At 4 the flow is complete and everything showing the edition or the wallets refreshes.
    void queryClient.invalidateQueries({ queryKey: queryKeys.editionNft(editionNftPublicPk) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.transferRequests(editionNftPublicPk) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallets() });
  }, [completed, editionNftPublicPk, queryClient]);
  // The list of NFTs in custody refreshes once the dialog has closed: the dialog opens from that list's
  // rows (and the edition page's custodial panel), so refreshing it earlier would close the success view.
  useEffect(
    () => () => {
      if (announced.current) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.custodialNfts() });
        // The vault shows where each NFT is held; the transfer moved this one out of custody.
        void queryClient.invalidateQueries({ queryKey: queryKeys.vault() });
      }
    },
    [queryClient],
  );

  const start = useCallback(
    async (walletPublicPk: string, code?: string) => {
      setSubmitError(null);
      try {
        const created = await create.mutateAsync({ editionNftPublicPk, walletPublicPk, code: code || undefined });
        setFollowed(created.publicPk);
      } catch (error) {
        const needsCode = error instanceof ApiError && error.code === STEP_UP_REQUIRED;
        const messages = error instanceof ApiError ? error.messages : [];
        setSubmitError({ messages, needsCode });
      }
    },
    [create, editionNftPublicPk],
  );

  const retry = useCallback(() => {
    setRestarted(true);
    setFollowed(null);
    announced.current = false;
  }, []);

  let view: TransferView;
  if (current && followed) {
    if (current.status === TRANSFER_STATUS.completed) view = { name: 'transferComplete', transactionHash: current.transactionHash };
    else if (current.status === TRANSFER_STATUS.failed) view = { name: 'failed', reason: current.failureReason };
    else view = { name: 'transferInProgress', step: Math.min(current.transferStatus, TRANSFER_COMPLETE_STEP), transactionHash: current.transactionHash };
  } else if (followed) {
    view = status.isError ? { name: 'failed', reason: null } : { name: 'transferInProgress', step: 1, transactionHash: null };
  } else if (!restarted && existing.isPending) {
    view = { name: 'loading' };
  } else if (!restarted && lookup === TRANSFER_STATUS.failed && existing.isError) {
    view = { name: 'failed', reason: null };
  } else {
    view = { name: 'selectWallet' };
  }

  return { view, start, retry, submitting: create.isPending, submitError };
}
