import { Alert, Button, Group, Loader, Radio, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { formatEther } from 'viem';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { dollarsToCents } from '@caskmark/shared/money/cents';
import { ethPaymentWei } from '@caskmark/shared/rules/payment-methods';
import { useEthPrice } from '../../../lib/api/get-eth-price';
import { ETH_PAYMENT_STEPS, SELECT_WALLET_MESSAGE, type EthPaymentStep } from '../../checkout/lib/eth-payment-errors';
import classes from '../../checkout/components/eth/eth-views.module.css';
import { useWallets } from '../../wallets/api/get-wallets';
import { WalletIcon } from '../../wallets/components/wallet-icon';
import { shortAddress } from '../../wallets/lib/wallet-format';
import { isCustodialWallet, walletProviderLabel } from '../../wallets/lib/wallet-labels';
import { formatFee } from '../lib/fee-format';

const AddWalletDialog = lazy(() => import('../../wallets/components/add-wallet-dialog'));

const RUN_LABELS: Record<(typeof ETH_PAYMENT_STEPS)[number], string> = {
  switchChain: 'Switch to the Caskmark network',
  requestAccounts: 'Connect your wallet',
  checkApproval: 'Check the paying wallet',
  sendTransaction: 'Confirm the payment in your wallet',
};

function mark(step: EthPaymentStep, current: EthPaymentStep | null): 'done' | 'current' | 'todo' {
  const order: EthPaymentStep[] = [...ETH_PAYMENT_STEPS, 'announce'];
  if (current === null) return 'todo';
  const at = order.indexOf(current);
  const index = order.indexOf(step);
  return index < at ? 'done' : index === at ? 'current' : 'todo';
}

export interface EthFeeWalletChoiceProps {
  amount: number;
  /** What the amount pays for (the redemption's 'Shipping Costs' by default). */
  label?: string;
  working: boolean;
  step: EthPaymentStep | null;
  error: string | null;
  onPay: (wallet: Wallet) => void;
  onCancel: () => void;
}

/** selectWallet: the fee, the collector's connected wallets (PAY stays disabled until one is chosen), the run's steps once PAY is pressed. */
export function EthFeeWalletChoice({ amount, label = 'Shipping Costs', working, step, error, onPay, onCancel }: EthFeeWalletChoiceProps) {
  const wallets = useWallets();
  const usdPerEth = useEthPrice();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const own = (wallets.data ?? []).filter((wallet) => !isCustodialWallet(wallet));
  const selected = own.find((wallet) => wallet.publicPk === chosen) ?? null;
  const estimate = usdPerEth ? ethPaymentWei(dollarsToCents(amount), usdPerEth) : null;
  return (
    <Stack gap="md">
      <div className={classes.summary}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{label}</Text>
          <Text fw={700}>{formatFee(amount, 'USD', undefined)}</Text>
        </Group>
        {estimate !== null && usdPerEth ? (
          <Text size="sm" c="dimmed" mt={4}>
            About {Number(formatEther(estimate)).toFixed(4)} ETH at {formatFee(usdPerEth, 'USD', undefined)} per ETH. The exact amount is held for 15 minutes when you press PAY.
          </Text>
        ) : null}
      </div>
      {wallets.isPending ? (
        <Loader color="cask" size="sm" aria-label="Loading your wallets" />
      ) : own.length ? (
        <Radio.Group value={chosen} onChange={setChosen} label="Pay from" description="One of your connected wallets." name="fee-wallet">
          <Stack gap="xs" mt="xs">
            {own.map((wallet) => (
              <Radio.Card key={wallet.publicPk} value={wallet.publicPk} className={classes.choice} disabled={working} aria-label={`${walletProviderLabel(wallet.walletProvider)} ${wallet.address}`}>
                <div className={classes.choiceBody}>
                  <Radio.Indicator />
                  <WalletIcon provider={wallet.walletProvider} size={30} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed">
                      {walletProviderLabel(wallet.walletProvider)}
                    </Text>
                    <Text ff="monospace" size="sm" fw={600} title={wallet.address}>
                      {shortAddress(wallet.address)}
                    </Text>
                  </div>
                </div>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Alert color="blue" variant="light" role="status">
          You have no connected wallet yet. Add the wallet you will pay from.
          <Button variant="subtle" size="compact-sm" mt={6} leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => setAdding(true)}>
            Add a wallet
          </Button>
        </Alert>
      )}
      {working || step ? (
        <ol className={classes.steps} aria-label="Payment steps">
          {ETH_PAYMENT_STEPS.map((name, index) => {
            const state = mark(name, step);
            return (
              <li key={name} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
                <span className={classes.mark} aria-hidden="true">
                  {state === 'done' ? <IconCheck size={14} /> : state === 'current' && working ? <Loader size={12} color="cask" /> : index + 1}
                </span>
                {RUN_LABELS[name]}
              </li>
            );
          })}
        </ol>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {!selected && own.length > 1 && !working ? (
        <Text size="xs" c="dimmed">
          {SELECT_WALLET_MESSAGE}
        </Text>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onCancel} disabled={working}>
          Cancel
        </Button>
        <Button color="cask" onClick={() => selected && onPay(selected)} disabled={!selected} loading={working}>
          {error ? 'CONTINUE' : 'PAY'}
        </Button>
      </Group>
      {adding ? (
        <Suspense fallback={null}>
          <AddWalletDialog onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

export interface EthFeeProgressProps {
  complete: boolean;
  /** The chain's payment is recorded by the server. */
  confirmed: boolean;
  failure: string | null;
  onTryAgain: () => void;
  onDone: () => void;
  /** What the completed payment did (the redemption's by default). */
  completeText?: string;
  /** Shown while the transfer is awaited (the spec's redemption warning by default). */
  waitingText?: string;
}

/** transferInProgress ('Transaction confirmed', 'Payment validated') and transferComplete ('Payment Complete!'). */
export function EthFeeProgress({
  complete,
  confirmed,
  failure,
  onTryAgain,
  onDone,
  completeText = 'Your shipping fee is paid and your NFT is burned. We are preparing your bottle.',
  waitingText = 'Please dont close the window, we are transferring your nft. This takes a few moments.',
}: EthFeeProgressProps) {
  if (complete) {
    return (
      <Stack align="center" gap="sm" py="md">
        <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden="true">
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          Payment Complete!
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {completeText}
        </Text>
        <Button color="cask" onClick={onDone}>
          Continue
        </Button>
      </Stack>
    );
  }
  const steps = [
    { label: 'Transaction confirmed', state: confirmed ? 'done' : 'current' },
    { label: 'Payment validated', state: confirmed ? 'current' : 'todo' },
  ] as const;
  return (
    <Stack gap="md">
      <ol className={classes.steps} aria-label="Transfer progress">
        {steps.map((step, index) => (
          <li key={step.label} data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className={classes.mark} aria-hidden="true">
              {step.state === 'done' ? <IconCheck size={14} /> : step.state === 'current' && !failure ? <Loader size={12} color="cask" /> : index + 1}
            </span>
            {step.label}
          </li>
        ))}
      </ol>
      {failure ? (
        <Alert color="red" variant="light" role="alert" title="Your payment was not accepted">
          {failure}. Any ETH received is sent back to your wallet automatically.
          <Button variant="light" color="red" size="compact-sm" mt={8} onClick={onTryAgain} display="block">
            Try again
          </Button>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {waitingText}
        </Text>
      )}
    </Stack>
  );
}
