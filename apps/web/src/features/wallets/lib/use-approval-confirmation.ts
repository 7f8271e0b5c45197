import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Hash } from 'viem';
import { waitForTransactionReceipt } from 'wagmi/actions';
import { queryKeys } from '../../../lib/query-keys';
import { updateWallet } from '../api/update-wallet';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { useWalletRuntime } from '../components/wallet-runtime';
import { showWalletToast } from './wallet-toast';
import { WALLET_MESSAGES } from './wallet-messages';

/** Spec part 2 §9: approval is checked every 10 s. */
export const APPROVAL_POLL_MS = 10_000;

/**
 * After the approval transaction: tells the server its hash and asks again every 10 s until the
 * server has seen the approval on chain and answers the wallet approved. The wallet's own receipt
 * shows 'Transaction confirmed!' as soon as it is mined.
 */
export function useApprovalConfirmation(wallet: Wallet, hash: Hash | null, onConfirmed: (wallet: Wallet) => void) {
  const { config, chain } = useWalletRuntime();
  const queryClient = useQueryClient();
  const confirmedRef = useRef(false);

  useEffect(() => {
    if (!hash) return;
    let cancelled = false;
    waitForTransactionReceipt(config, { hash, chainId: chain.chainId })
      .then((receipt) => {
        if (!cancelled && receipt.status === 'success') showWalletToast('green', WALLET_MESSAGES.transactionConfirmed);
      })
      // The server's answer decides; a receipt the wallet cannot fetch is not an error for the person.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [config, chain.chainId, hash]);

  const poll = useQuery({
    queryKey: [...queryKeys.wallets(), 'approval', wallet.publicPk, hash ?? 'on-chain'],
    queryFn: () =>
      updateWallet(wallet.publicPk, { approvedAddress: chain.contracts.marketplace, approvalTransactionHash: hash }),
    refetchInterval: (query) => (query.state.data?.isApproved ? false : APPROVAL_POLL_MS),
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });

  const approved = poll.data?.isApproved ? poll.data : null;
  useEffect(() => {
    if (!approved || confirmedRef.current) return;
    confirmedRef.current = true;
    showWalletToast('green', WALLET_MESSAGES.approvalConfirmed);
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallets() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.user(), exact: true });
    onConfirmed(approved);
  }, [approved, onConfirmed, queryClient]);

  return { error: poll.error, waiting: !approved };
}
