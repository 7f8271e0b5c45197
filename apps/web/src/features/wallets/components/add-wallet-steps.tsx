import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import type { Address } from 'viem';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { APPROVAL_POLL_MS, useApprovalConfirmation } from '../lib/use-approval-confirmation';
import { approvalErrorMessage } from '../lib/wallet-flow-errors';
import { PROVIDE_ACCESS_LABEL } from '../lib/wallet-messages';
import { AddressText } from './address-text';
import { WalletIcon } from './wallet-icon';
import classes from './add-wallet-dialog.module.css';

function WalletLine({ address, wallet }: { address: string; wallet?: Wallet }) {
  return (
    <Group gap="sm" wrap="nowrap" className={classes.walletLine}>
      <WalletIcon provider={wallet?.walletProvider} size={36} />
      <AddressText address={address} />
    </Group>
  );
}

export function VerifyStep({ address, working, error, onVerify }: { address: Address; working?: boolean; error?: string; onVerify: () => void }) {
  return (
    <Stack gap="md">
      <WalletLine address={address} />
      <Text size="sm" c="dimmed">
        Sign a message in your wallet to prove you own this address. Signing is free: it sends no transaction and moves nothing.
      </Text>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button size="md" onClick={onVerify} loading={working} leftSection={<IconShieldCheck size={18} aria-hidden="true" />}>
        Verify Ownership
      </Button>
      {working ? (
        <Text size="sm" c="dimmed" ta="center" role="status">
          Check your wallet to sign the message.
        </Text>
      ) : null}
    </Stack>
  );
}

export function ApproveStep({ wallet, notice, working, error, onApprove }: { wallet: Wallet; notice?: string; working?: boolean; error?: string; onApprove: () => void }) {
  return (
    <Stack gap="md">
      {notice ? (
        <Alert color="blue" variant="light" role="status">
          {notice}
        </Alert>
      ) : null}
      <WalletLine address={wallet.address} wallet={wallet} />
      <Text size="sm" c="dimmed">
        Before this wallet can buy, list or receive offers, Caskmark&apos;s marketplace needs your permission to move your NFTs when you sell
        them. This is a one-time transaction in your wallet with a small gas fee; you can revoke it at any time.
      </Text>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button size="md" onClick={onApprove} loading={working}>
        {error ? 'CONTINUE' : PROVIDE_ACCESS_LABEL}
      </Button>
      {working ? (
        <Text size="sm" c="dimmed" ta="center" role="status">
          Confirm the transaction in your wallet.
        </Text>
      ) : null}
    </Stack>
  );
}

export function ConfirmingStep({ wallet, hash, explorerUrl, onConfirmed }: { wallet: Wallet; hash: `0x${string}` | null; explorerUrl: string | null; onConfirmed: (wallet: Wallet) => void }) {
  const { error } = useApprovalConfirmation(wallet, hash, onConfirmed);
  return (
    <Stack gap="md" align="center" ta="center">
      <Loader color="cask" />
      <Text fw={600}>Waiting for the chain to confirm your approval</Text>
      <Text size="sm" c="dimmed" maw={380}>
        We check every {APPROVAL_POLL_MS / 1000} seconds. This usually takes less than a minute; you can close this window and the approval
        will still complete.
      </Text>
      {hash ? (
        explorerUrl ? (
          <Text size="sm" component="a" href={`${explorerUrl}/tx/${hash}`} target="_blank" rel="noreferrer" c="cask.3">
            View the transaction
          </Text>
        ) : (
          <Text size="xs" ff="monospace" c="dimmed" className={classes.hash}>
            {hash}
          </Text>
        )
      ) : null}
      {error ? (
        <Alert color="yellow" variant="light" role="status" w="100%">
          {approvalErrorMessage(error)} We will keep checking.
        </Alert>
      ) : null}
    </Stack>
  );
}

export function ReadyStep({ wallet, onClose, onOpenCheckoutCart }: { wallet: Wallet; onClose: () => void; onOpenCheckoutCart?: () => void }) {
  return (
    <Stack gap="md" align="center" ta="center">
      <IconCircleCheck size={56} color="var(--mantine-color-green-5)" aria-hidden="true" />
      <WalletLine address={wallet.address} wallet={wallet} />
      <Text size="sm" c="dimmed" maw={380}>
        Your wallet is connected and approved. You can now buy, list and make offers with it.
      </Text>
      {onOpenCheckoutCart ? (
        <Button size="md" fullWidth onClick={onOpenCheckoutCart}>
          Open Checkout Cart
        </Button>
      ) : (
        <Button size="md" fullWidth onClick={onClose}>
          CLOSE
        </Button>
      )}
    </Stack>
  );
}

export function AlreadyApprovedStep({ wallet, onClose }: { wallet: Wallet; onClose: () => void }) {
  return (
    <Stack gap="md" align="center" ta="center">
      <IconCircleCheck size={48} color="var(--mantine-color-green-5)" aria-hidden="true" />
      <WalletLine address={wallet.address} wallet={wallet} />
      <Text size="sm" c="dimmed" maw={380}>
        This wallet is already on your account with access granted. There is nothing more to do.
      </Text>
      <Button size="md" fullWidth onClick={onClose}>
        CLOSE
      </Button>
    </Stack>
  );
}

export function OtherAccountStep({ address, onRetry, onClose }: { address: Address; onRetry: () => void; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        This wallet belongs to another Caskmark account. A wallet can be connected to one account only.
      </Alert>
      <WalletLine address={address} />
      <Text size="sm" c="dimmed">
        Switch to another account in your wallet and connect again, or sign in to the account that owns this wallet.
      </Text>
      <Group grow>
        <Button variant="default" onClick={onClose}>
          CLOSE
        </Button>
        <Button onClick={onRetry}>Connect another wallet</Button>
      </Group>
    </Stack>
  );
}
