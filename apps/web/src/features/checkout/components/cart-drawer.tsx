import { Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ResponsiveDrawer } from '../../../components/responsive-drawer';
import { closeCartDrawer, useCartDrawer } from '../lib/cart-drawer-store';
import { useDrawerCart } from '../lib/use-drawer-cart';
import { CartExpiresIn } from './cart-expires-in';
import { CartLinesView } from './cart-lines-view';
import { CardPaymentView } from './card/card-payment-view';
import { GiftCardView } from './gift-card-view';
import { CheckoutFailedView, CheckoutProgressView, CheckoutSuccessView, CartGoneView } from './checkout-outcome-views';
import { EthWalletView } from './eth/eth-wallet-view';
import { OneClickWalletView } from './one-click-wallet-view';
import { PaymentMethodView } from './payment-method-view';
import { WireTransferView } from './wire/wire-transfer-view';
import classes from './cart-drawer.module.css';

// wagmi and the wallets' code load only when an ETH payment is due.
const EthApproveView = lazy(() => import('./eth/eth-approve-view'));

/**
 * 'YOUR CART' (spec part 1 §2) with its 'Expires in' countdown. The cart's status chooses the view
 * first (In Progress → progress, Completed → success, Failed → failure, §4; an ETH checkout whose quote
 * waits for its transaction → approve transaction); while it is Initiated the drawer's own history does
 * (cart → payment method → card / ETH wallet / wire, or one-click for a free cart).
 */
export default function CartDrawer() {
  const { opened } = useCartDrawer();
  return (
    <ResponsiveDrawer opened={opened} onClose={closeCartDrawer} title="YOUR CART" classNames={{ title: classes.title, body: classes.body, header: classes.header }}>
      {opened ? <CartDrawerBody /> : null}
    </ResponsiveDrawer>
  );
}

function CartDrawerBody() {
  const { view } = useCartDrawer();
  const { cart, loading, forget } = useDrawerCart();
  if (loading) {
    return (
      <Group justify="center" py="xl">
        <Loader color="cask" size="sm" aria-label="Loading your cart" />
      </Group>
    );
  }
  if (!cart || cart.status === 'Cancelled') {
    return (
      <Stack align="center" py="xl" gap="xs">
        <Text fw={600}>Your cart is empty</Text>
        <Text size="sm" c="dimmed" ta="center">
          Pick an edition on a release page and it is held for you here while you pay.
        </Text>
      </Stack>
    );
  }
  if (cart.status === 'Expired') return <CartGoneView onDone={forget} />;
  if (cart.status === 'In Progress' && cart.paymentMethod === 'crypto' && cart.ethTransferPayload && !cart.transactionHash) {
    return (
      <Suspense fallback={<Loader color="cask" size="sm" aria-label="Loading your wallet" />}>
        <EthApproveView cart={cart} />
      </Suspense>
    );
  }
  if (cart.status === 'In Progress') return <CheckoutProgressView cart={cart} />;
  if (cart.status === 'Completed') return <CheckoutSuccessView cart={cart} onDone={forget} />;
  if (cart.status === 'Failed') return <CheckoutFailedView cart={cart} onDone={forget} />;
  return (
    <Stack gap="md">
      <CartExpiresIn cart={cart} />
      {view === 'cart' ? <CartLinesView cart={cart} /> : null}
      {view === 'giftCard' ? <GiftCardView cart={cart} /> : null}
      {view === 'paymentMethod' ? <PaymentMethodView cart={cart} /> : null}
      {view === 'creditCard' ? <CardPaymentView cart={cart} /> : null}
      {view === 'ethWallet' ? <EthWalletView cart={cart} /> : null}
      {view === 'wireTransfer' ? <WireTransferView cart={cart} /> : null}
      {view === 'oneClickWallet' ? <OneClickWalletView cart={cart} /> : null}
    </Stack>
  );
}
