import { Alert, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CheckoutCart, EthTransferPayload } from '@caskmark/shared/api/checkout';
import { ApiError } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { useServerNow } from '../../../../lib/server-time';
import { useWallets } from '../../../wallets/api/get-wallets';
import { WalletRuntime } from '../../../wallets/components/wallet-runtime';
import { shortAddress } from '../../../wallets/lib/wallet-format';
import { isCustodialWallet } from '../../../wallets/lib/wallet-labels';
import { purchaseWithEth } from '../../api/purchase-with-eth';
import { formatCartUsd } from '../../lib/cart-money';
import { formatCartTimer } from '../../lib/cart-timer';
import { ETH_PAYMENT_STEPS, EthPaymentError, ethPaymentErrorMessage, type EthPaymentStep } from '../../lib/eth-payment-errors';
import { readEthPayment, writeEthPayment } from '../../lib/eth-payment-store';
import { type EthPayer, useEthPaymentRun } from '../../lib/use-eth-payment-run';
import classes from './eth-views.module.css';

const STEP_LABELS: Record<(typeof ETH_PAYMENT_STEPS)[number], string> = {
  switchChain: 'Switch to the Caskmark network',
  requestAccounts: 'Connect your wallet',
  checkApproval: 'Check approval',
  sendTransaction: 'Confirm the payment in your wallet',
};

/** approve transaction (spec part 1 §2/§4): loads the wallets' code only when an ETH payment is due. */
export default function EthApproveView({ cart }: { cart: CheckoutCart }) {
  return (
    <WalletRuntime>
      <EthApprove cart={cart} payload={cart.ethTransferPayload!} />
    </WalletRuntime>
  );
}

interface RunState {
  step: EthPaymentStep | null;
  working: boolean;
  error: string | null;
}

function stepState(step: EthPaymentStep, current: EthPaymentStep | null): 'done' | 'current' | 'todo' {
  const order: EthPaymentStep[] = [...ETH_PAYMENT_STEPS, 'announce'];
  if (current === null) return 'todo';
  const at = order.indexOf(current);
  const index = order.indexOf(step);
  return index < at ? 'done' : index === at ? 'current' : 'todo';
}

/**
 * The quoted payment and its run: switch chain → request accounts → check approval → send, then the
 * hash is announced to the server (which still learns the payment only from the chain). A transaction
 * once sent is remembered for the cart, so CONTINUE after a failure never pays twice. The quote's
 * countdown is on the server's clock; when it runs out nothing can be sent any more and the server
 * ends the checkout, releasing the editions.
 */
function EthApprove({ cart, payload }: { cart: CheckoutCart; payload: EthTransferPayload }) {
  const queryClient = useQueryClient();
  const wallets = useWallets();
  const run = useEthPaymentRun();
  const now = useServerNow();
  const [state, setState] = useState<RunState>({ step: null, working: false, error: null });
  const [picked, setPicked] = useState<string | null>(null);
  const own = (wallets.data ?? []).filter((wallet) => !isCustodialWallet(wallet));
  const record = readEthPayment(cart.publicPk);
  const recorded = own.find((wallet) => wallet.address.toLowerCase() === record?.payer.toLowerCase()) ?? null;
  // Started in another browser: this one does not know the wallet chosen there, so the collector says which pays.
  const payer: EthPayer | null = recorded ?? own.find((wallet) => wallet.address === picked) ?? (own.length === 1 ? own[0]! : null);
  const quoteLeft = Date.parse(payload.quotedUntil) - now;
  const sent = Boolean(record?.hash);
  const lapsed = quoteLeft <= 0 && !sent;

  const pay = async () => {
    if (!payer) return;
    setState({ step: null, working: true, error: null });
    try {
      let hash = readEthPayment(cart.publicPk)?.hash;
      if (!hash) {
        hash = await run(payload, payer, (step) => setState((previous) => ({ ...previous, step })));
        writeEthPayment(cart.publicPk, { payer: payer.address, hash });
      }
      setState((previous) => ({ ...previous, step: 'announce' }));
      try {
        const updated = await purchaseWithEth({ cartPublicPk: cart.publicPk, transactionHash: hash as `0x${string}` });
        queryClient.setQueryData(queryKeys.cart(cart.publicPk), updated);
      } catch (error) {
        // Refused: that transaction does not pay this cart, so the next attempt sends a new one.
        if (error instanceof ApiError && error.status === 400) writeEthPayment(cart.publicPk, { payer: payer.address });
        throw new EthPaymentError('announce', { cause: error });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.activeCart() });
    } catch (error) {
      setState((previous) => ({ ...previous, working: false, error: ethPaymentErrorMessage(error) }));
    }
  };

  const label = state.error || sent ? 'CONTINUE' : `PAY ${payload.amountEth} ETH`;
  return (
    <Stack gap="md">
      <Text fw={600}>Approve transaction</Text>
      <div className={classes.summary}>
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Text size="sm">Amount</Text>
          <Text fw={700} ff="monospace">
            {payload.amountEth} ETH
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Text size="sm" c="dimmed">
            Total
          </Text>
          <Text size="sm" c="dimmed">
            {formatCartUsd(cart.amount)} at {formatCartUsd(payload.usdPerEth)} per ETH
          </Text>
        </Group>
        {payer ? (
          <Group justify="space-between" wrap="nowrap" align="baseline">
            <Text size="sm" c="dimmed">
              From
            </Text>
            <Text size="sm" ff="monospace" title={payer.address}>
              {shortAddress(payer.address)}
            </Text>
          </Group>
        ) : null}
        {!lapsed ? (
          <Group justify="space-between" wrap="nowrap" role="timer" aria-label={`Price held for ${formatCartTimer(quoteLeft)}`} mt={4}>
            <Text size="sm" c="dimmed" aria-hidden="true">
              Price held for
            </Text>
            <Text fw={700} ff="monospace" c={quoteLeft < 120_000 ? 'red.5' : 'cask.3'} aria-hidden="true">
              {formatCartTimer(quoteLeft)}
            </Text>
          </Group>
        ) : null}
      </div>
      <ol className={classes.steps} aria-label="Payment steps">
        {ETH_PAYMENT_STEPS.map((step) => {
          const mark = stepState(step, state.step);
          return (
            <li key={step} data-state={mark} aria-current={mark === 'current' ? 'step' : undefined}>
              <span className={classes.mark} aria-hidden="true">
                {mark === 'done' ? <IconCheck size={14} /> : mark === 'current' && state.working ? <Loader size={12} color="cask" /> : ETH_PAYMENT_STEPS.indexOf(step) + 1}
              </span>
              {STEP_LABELS[step]}
            </li>
          );
        })}
      </ol>
      {state.error ? (
        <Alert color="red" variant="light" role="alert">
          {state.error}
        </Alert>
      ) : null}
      {lapsed ? (
        <Alert color="yellow" variant="light" role="alert">
          The price held for this payment has run out. The checkout is ending and your editions are being released; you can then add them again.
        </Alert>
      ) : null}
      {!recorded && own.length > 1 && !sent ? (
        <NativeSelect
          label="Pay from"
          description="The NFT goes to the wallet chosen when this checkout started."
          value={picked ?? ''}
          onChange={(event) => setPicked(event.currentTarget.value || null)}
          data={[{ value: '', label: 'Choose a wallet' }, ...own.map((wallet) => ({ value: wallet.address, label: shortAddress(wallet.address) }))]}
        />
      ) : null}
      {own.length === 0 && wallets.isSuccess ? (
        <Alert color="yellow" variant="light" role="alert">
          The wallet chosen for this payment is no longer on your account. Add it again to pay.
        </Alert>
      ) : null}
      <Button size="md" onClick={() => void pay()} loading={state.working} disabled={!payer || lapsed}>
        {label}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        Your editions stay held while the price is. Not paying? Leave it: when the price runs out the checkout ends and nothing is charged.
      </Text>
    </Stack>
  );
}
