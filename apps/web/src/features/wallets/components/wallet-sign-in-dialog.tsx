import { Loader, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { SignInResponse } from '@caskmark/shared/api/identity';
import { signMessage } from 'wagmi/actions';
import { ResponsiveDialog, ResponsiveDialogTitle } from '../../../components/responsive-dialog';
import { requestWalletSignIn } from '../api/request-wallet-sign-in';
import { verifyWalletSignIn } from '../api/verify-wallet-sign-in';
import { useConnectWallet } from '../lib/use-connect-wallet';
import { signInErrorMessage, type WalletSignInStage } from '../lib/wallet-flow-errors';
import type { WalletOption, WalletOptionId } from '../lib/wallet-options';
import { ConnectWalletOptions } from './connect-wallet-options';
import { useWalletRuntime, WalletRuntime } from './wallet-runtime';

export interface WalletSignInDialogProps {
  onClose: () => void;
  /** The server's answer: tokens, or a challenge such as MFA; the auth flow takes it from here. */
  onResponse: (response: SignInResponse) => Promise<void>;
}

/**
 * Wallet sign-in (spec part 1 §4): connect, ask the server for a challenge for this address, sign it,
 * send the signature back. The server creates the account when the address is new.
 */
function WalletSignInFlow({ onResponse }: Pick<WalletSignInDialogProps, 'onResponse'>) {
  const { config } = useWalletRuntime();
  const connectWallet = useConnectWallet();
  const [busy, setBusy] = useState<WalletOptionId | null>(null);
  const [signing, setSigning] = useState(false);
  const [error, setError] = useState<string>();

  const select = useCallback(
    async (option: WalletOption, choice: { devAccountIndex?: number }) => {
      setBusy(option.id);
      setError(undefined);
      let stage: WalletSignInStage = 'connect';
      try {
        const connected = await connectWallet(option, choice);
        stage = 'challenge';
        const challenge = await requestWalletSignIn(connected.address);
        stage = 'sign';
        setSigning(true);
        const signature = await signMessage(config, { account: connected.address, message: challenge.message });
        stage = 'verify';
        const response = await verifyWalletSignIn({ address: connected.address, walletProvider: connected.walletProvider, message: challenge.message, signature });
        await onResponse(response);
      } catch (failure) {
        setError(signInErrorMessage(stage, failure));
      } finally {
        setBusy(null);
        setSigning(false);
      }
    },
    [config, connectWallet, onResponse],
  );

  if (signing) {
    return (
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader color="cask" />
        <Text fw={600}>Check your wallet</Text>
        <Text size="sm" c="dimmed" ta="center" maw={340}>
          Sign the message to prove this wallet is yours. Signing is free and sends no transaction.
        </Text>
      </Stack>
    );
  }
  return <ConnectWalletOptions purpose="signIn" busy={busy} error={error} onSelect={select} />;
}

/** The sign-in page's wallet dialog ('Connect Your Wallet', part 1 §2), loaded with wagmi on demand. */
export default function WalletSignInDialog({ onClose, onResponse }: WalletSignInDialogProps) {
  return (
    <ResponsiveDialog onClose={onClose} size={460}>
      <Stack gap="lg">
        <div>
          <ResponsiveDialogTitle>Connect Your Wallet</ResponsiveDialogTitle>
          <Text size="sm" c="dimmed" mt={6}>
            Sign in with your wallet. New here? Your Caskmark account is created when you sign.
          </Text>
        </div>
        <WalletRuntime>
          <WalletSignInFlow
            onResponse={async (response) => {
              await onResponse(response);
              onClose();
            }}
          />
        </WalletRuntime>
      </Stack>
    </ResponsiveDialog>
  );
}
