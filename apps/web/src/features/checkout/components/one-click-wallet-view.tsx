import { Alert, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { ApiError } from '../../../lib/api-client';
import { useWallets } from '../../wallets/api/get-wallets';
import { useOneClickTransfer } from '../api/one-click-transfer';
import { CheckoutBar } from './checkout-bar';

const NEW_MANAGED = 'managed';

/**
 * select one-click wallet (spec part 1 §2/§4): a free cart goes to a connected wallet or to a managed
 * wallet created on the spot ('TRANSFER NFT'); a refusal shows its first nonFieldErrors message.
 */
export function OneClickWalletView({ cart }: { cart: CheckoutCart }) {
  const wallets = useWallets();
  const own = (wallets.data ?? []).filter((wallet) => !wallet.isManaged);
  const managed = (wallets.data ?? []).find((wallet) => wallet.isManaged);
  const [choice, setChoice] = useState<string>(NEW_MANAGED);
  const transfer = useOneClickTransfer();
  const submit = () =>
    transfer.mutate(choice === NEW_MANAGED ? { primaryCheckoutCart: cart.publicPk, createManagedWallet: true } : { primaryCheckoutCart: cart.publicPk, fromAccount: choice as `0x${string}`, createManagedWallet: false });
  return (
    <Stack gap="md">
      <Text fw={600}>Where should your NFT go?</Text>
      <Radio.Group value={choice} onChange={setChoice} aria-label="Destination wallet">
        <Stack gap="xs">
          {own.map((wallet) => (
            <Radio key={wallet.publicPk} value={wallet.address} label={`${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`} description="Connected wallet" />
          ))}
          <Radio
            value={NEW_MANAGED}
            label={managed ? 'My Caskmark custodial wallet' : 'Create a Caskmark custodial wallet for me'}
            description="We hold it for you; transfer it to your own wallet any time."
          />
        </Stack>
      </Radio.Group>
      {transfer.error ? (
        <Alert color="red" variant="light" role="alert">
          {transfer.error instanceof ApiError ? transfer.error.messages[0] : String(transfer.error)}
        </Alert>
      ) : null}
      <CheckoutBar cart={cart} continueLabel="TRANSFER NFT" onContinue={submit} continueLoading={transfer.isPending} />
    </Stack>
  );
}
