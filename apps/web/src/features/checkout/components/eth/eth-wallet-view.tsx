import { Alert, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { formatEther } from 'viem';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { dollarsToCents } from '@caskmark/shared/money/cents';
import { ethPaymentWei } from '@caskmark/shared/rules/payment-methods';
import { useEthPrice } from '../../../../lib/api/get-eth-price';
import { ApiError } from '../../../../lib/api-client';
import { useWallets } from '../../../wallets/api/get-wallets';
import { WalletIcon } from '../../../wallets/components/wallet-icon';
import { shortAddress } from '../../../wallets/lib/wallet-format';
import { isCustodialWallet, walletProviderLabel } from '../../../wallets/lib/wallet-labels';
import { useStartEthPayment } from '../../api/start-eth-payment';
import { formatCartUsd } from '../../lib/cart-money';
import { SELECT_WALLET_MESSAGE } from '../../lib/eth-payment-errors';
import { writeEthPayment } from '../../lib/eth-payment-store';
import { CheckoutBar } from '../checkout-bar';
import classes from './eth-views.module.css';

const AddWalletDialog = lazy(() => import('../../../wallets/components/add-wallet-dialog'));

const usdPerEthText = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function WalletChoice({ wallet, needWei }: { wallet: Wallet; needWei: bigint | null }) {
  const short = needWei !== null && wallet.balance !== null && Number(wallet.balance) < Number(formatEther(needWei));
  return (
    <Radio.Card value={wallet.publicPk} className={classes.choice} aria-label={`${walletProviderLabel(wallet.walletProvider)} ${wallet.address}`}>
      <div className={classes.choiceBody}>
        <Radio.Indicator />
        <WalletIcon provider={wallet.walletProvider} size={34} />
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {walletProviderLabel(wallet.walletProvider)}
          </Text>
          <Text ff="monospace" size="sm" fw={600} title={wallet.address}>
            {shortAddress(wallet.address)}
          </Text>
          {wallet.balance !== null ? (
            <Text size="xs" c={short ? 'yellow.5' : 'dimmed'}>
              {Number(wallet.balance).toLocaleString('en-US', { maximumFractionDigits: 4 })} ETH{short ? ' — not enough for this payment' : ''}
            </Text>
          ) : null}
        </div>
      </div>
    </Radio.Card>
  );
}

/**
 * select ETH wallet (spec part 1 §2/§4): the collector's own wallet that pays, and receives the NFTs.
 * Continue asks the server for the quote (the cart goes In Progress with its ethTransferPayload and
 * the drawer moves to approve transaction). No choice: 'Please select a wallet to continue!'.
 */
export function EthWalletView({ cart }: { cart: CheckoutCart }) {
  const wallets = useWallets();
  const usdPerEth = useEthPrice();
  const start = useStartEthPayment();
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [adding, setAdding] = useState(false);
  const own = (wallets.data ?? []).filter((wallet) => !isCustodialWallet(wallet));
  const selected = own.find((wallet) => wallet.publicPk === chosen) ?? (own.length === 1 ? own[0]! : null);
  const needWei = usdPerEth ? ethPaymentWei(dollarsToCents(cart.amount), usdPerEth) : null;

  const submit = () => {
    if (!selected) {
      setMissing(true);
      return;
    }
    writeEthPayment(cart.publicPk, { payer: selected.address });
    start.mutate({ cartPublicPk: cart.publicPk, fromAccount: selected.address as `0x${string}` });
  };

  return (
    <Stack gap="md">
      <Text fw={600}>Pay with ETH</Text>
      <div className={classes.summary}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">Total</Text>
          <Text fw={700}>{formatCartUsd(cart.amount)}</Text>
        </Group>
        {needWei !== null && usdPerEth ? (
          <Text size="sm" c="dimmed" mt={4}>
            About {formatEther(needWei)} ETH at {usdPerEthText.format(usdPerEth)} per ETH. The exact amount is fixed for 15 minutes when you continue.
          </Text>
        ) : null}
      </div>
      {wallets.isPending ? (
        <Loader color="cask" size="sm" aria-label="Loading your wallets" />
      ) : own.length ? (
        <Radio.Group
          value={selected?.publicPk ?? null}
          onChange={(value) => {
            setChosen(value);
            setMissing(false);
          }}
          label="Pay from"
          description="The NFT is delivered to the same wallet."
          name="eth-wallet"
        >
          <Stack gap="xs" mt="xs">
            {own.map((wallet) => (
              <WalletChoice key={wallet.publicPk} wallet={wallet} needWei={needWei} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Alert color="blue" variant="light" role="status">
          You have no wallet of your own on Caskmark yet. Add the wallet you will pay from.
        </Alert>
      )}
      <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)} w="fit-content">
        Add a wallet
      </Button>
      {missing && !selected ? (
        <Alert color="red" variant="light" role="alert">
          {SELECT_WALLET_MESSAGE}
        </Alert>
      ) : null}
      {start.error ? (
        <Alert color="red" variant="light" role="alert">
          {start.error instanceof ApiError ? start.error.messages[0] : String(start.error)}
        </Alert>
      ) : null}
      <CheckoutBar cart={cart} onContinue={submit} continueDisabled={wallets.isPending} continueLoading={start.isPending} />
      {adding ? (
        <Suspense fallback={null}>
          <AddWalletDialog onClose={() => setAdding(false)} onOpenCheckoutCart={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
