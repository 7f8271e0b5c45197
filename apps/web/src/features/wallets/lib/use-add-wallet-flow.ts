import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type Address, type Hash, isAddressEqual } from 'viem';
import { getConnection, signMessage } from 'wagmi/actions';
import { queryKeys } from '../../../lib/query-keys';
import { addWallet } from '../api/add-wallet';
import { checkWalletExists } from '../api/check-wallet-exists';
import { getWalletChallenge } from '../api/get-wallet-challenge';
import { getWallets } from '../api/get-wallets';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { useWalletRuntime } from '../components/wallet-runtime';
import { type ConnectedWallet, useConnectWallet } from './use-connect-wallet';
import { useProvideAccess } from './use-provide-access';
import { approvalErrorMessage, connectErrorMessage, ownershipErrorMessage, WalletFlowError } from './wallet-flow-errors';
import { WALLET_MESSAGES } from './wallet-messages';
import type { WalletOption, WalletOptionId } from './wallet-options';

/** The states of screen 8 (spec part 2 §2) and the approval that follows (part 2 §4 "Wallet add"). */
export type AddWalletStep =
  | { name: 'connect'; error?: string }
  | { name: 'verify'; connected: ConnectedWallet; working?: boolean; error?: string }
  | { name: 'otherAccount'; address: Address }
  | { name: 'alreadyApproved'; wallet: Wallet }
  | { name: 'approve'; wallet: Wallet; notice?: string; working?: boolean; error?: string }
  | { name: 'confirming'; wallet: Wallet; hash: Hash | null }
  | { name: 'ready'; wallet: Wallet };

/** The steps' order, for the progress indicator. */
export const ADD_WALLET_STAGE: Record<AddWalletStep['name'], number> = {
  connect: 0,
  verify: 1,
  otherAccount: 1,
  alreadyApproved: 3,
  approve: 2,
  confirming: 2,
  ready: 3,
};

/**
 * Connect → the address is checked (yours already, someone else's, or new) → Verify Ownership signs
 * the server's one-time message and adds the wallet → 'Provide Access to Caskmark' → the chain
 * confirms → 'Your wallet is ready!'. With `target`, the dialog approves that existing wallet.
 */
export function useAddWalletFlow(target?: Wallet) {
  const { config } = useWalletRuntime();
  const queryClient = useQueryClient();
  const connectWallet = useConnectWallet();
  const provideAccess = useProvideAccess();
  const [step, setStep] = useState<AddWalletStep>({ name: 'connect' });
  const [busy, setBusy] = useState<WalletOptionId | null>(null);

  const refreshWallets = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.wallets() });
    await queryClient.invalidateQueries({ queryKey: queryKeys.user(), exact: true });
  }, [queryClient]);

  const selectOption = useCallback(
    async (option: WalletOption, choice: { devAccountIndex?: number }) => {
      setBusy(option.id);
      try {
        const connected = await connectWallet(option, choice);
        if (target) {
          if (isAddressEqual(connected.address, target.address as Address)) setStep({ name: 'approve', wallet: target });
          else setStep({ name: 'connect', error: WALLET_MESSAGES.walletMismatch });
          return;
        }
        const existence = await checkWalletExists(connected.address);
        if (existence.existsForOtherUser) {
          setStep({ name: 'otherAccount', address: connected.address });
        } else if (existence.existsForUser) {
          const [wallet] = await getWallets({ address: connected.address });
          if (!wallet) throw new WalletFlowError('noAccount', WALLET_MESSAGES.connectFailed);
          setStep(wallet.isApproved ? { name: 'alreadyApproved', wallet } : { name: 'approve', wallet, notice: WALLET_MESSAGES.alreadyConnected });
        } else {
          setStep({ name: 'verify', connected });
        }
      } catch (error) {
        setStep({ name: 'connect', error: connectErrorMessage(error, option.id) });
      } finally {
        setBusy(null);
      }
    },
    [connectWallet, target],
  );

  const verifyOwnership = useCallback(async () => {
    if (step.name !== 'verify') return;
    const { connected } = step;
    setStep({ name: 'verify', connected, working: true });
    try {
      const current = getConnection(config).address;
      if (!current || !isAddressEqual(current, connected.address)) throw new WalletFlowError('walletMismatch', WALLET_MESSAGES.walletMismatch);
      const { message } = await getWalletChallenge(connected.address);
      const signature = await signMessage(config, { account: connected.address, message });
      const wallet = await addWallet({
        address: connected.address,
        walletProvider: connected.walletProvider,
        isApproved: false,
        approvedAddress: null,
        approvalTransactionHash: null,
        message,
        signature,
      });
      await refreshWallets();
      setStep(wallet.isApproved ? { name: 'ready', wallet } : { name: 'approve', wallet });
    } catch (error) {
      setStep({ name: 'verify', connected, error: ownershipErrorMessage(error) });
    }
  }, [step, config, refreshWallets]);

  const approve = useCallback(async () => {
    if (step.name !== 'approve') return;
    const { wallet, notice } = step;
    setStep({ name: 'approve', wallet, notice, working: true });
    try {
      const result = await provideAccess(wallet.address as Address);
      setStep({ name: 'confirming', wallet, hash: result.kind === 'sent' ? result.hash : null });
    } catch (error) {
      setStep({ name: 'approve', wallet, notice, error: approvalErrorMessage(error) });
    }
  }, [step, provideAccess]);

  const confirmed = useCallback((wallet: Wallet) => setStep({ name: 'ready', wallet }), []);
  const restart = useCallback(() => setStep({ name: 'connect' }), []);

  return { step, busy, selectOption, verifyOwnership, approve, confirmed, restart };
}
