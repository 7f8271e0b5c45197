import { Alert, Anchor, Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CART_EXPIRED_MESSAGE, type CheckoutCart } from '@caskmark/shared/api/checkout';
import { CARD_FRAUD_REASON, ETH_AMOUNT_MISMATCH_REASON, INTERNAL_ERROR_REASON } from '@caskmark/shared/api/payments';
import { closeCartDrawer, resetCartView } from '../lib/cart-drawer-store';
import { formatCartUsd } from '../lib/cart-money';
import { useSuccessNft } from '../api/get-success-nft';
import { SharePanel } from './share-panel';

/** checkout progress: the payment is in, the checkout captures and delivers (status 'In Progress', §4). */
export function CheckoutProgressView({ cart }: { cart: CheckoutCart }) {
  const wire = cart.paymentMethod === 'wire';
  return (
    <Stack gap="md" align="center" py="md" role="status">
      <Loader color="cask" />
      <Title order={3} size="h4">
        In Progress
      </Title>
      <Text ta="center" c="dimmed" size="sm">
        {wire
          ? 'We have your proof of transfer. Your editions stay held for you while our team confirms the wire, usually within 1 business day; we e-mail you as soon as it is done.'
          : cart.paymentMethod === 'crypto'
            ? 'We count your payment as soon as the chain confirms it, then deliver your NFT to your wallet. You can close this drawer; we e-mail you the receipt.'
            : 'Your payment is being confirmed and your NFT minted to your wallet. This takes a minute; you can close this drawer, we e-mail you the receipt.'}
      </Text>
      {cart.paymentMethod === 'crypto' ? <EthProgress cart={cart} /> : null}
      <Text size="sm">{cart.name}</Text>
      <Text fw={700}>{formatCartUsd(cart.amount)}</Text>
    </Stack>
  );
}

/** An ETH checkout after its transaction: sent, then counted once the chain shows it (the quote is no longer awaited). */
function EthProgress({ cart }: { cart: CheckoutCart }) {
  const validated = !cart.ethTransferPayload;
  return (
    <Stack gap={4} align="center">
      <Text size="sm" c={cart.transactionHash ? 'green.5' : 'dimmed'}>
        {cart.transactionHash ? '✓ Transaction sent' : 'Waiting for your transaction'}
      </Text>
      <Text size="sm" c={validated ? 'green.5' : 'dimmed'}>
        {validated ? '✓ Payment validated' : 'Validating the payment on chain…'}
      </Text>
      {cart.transactionHash ? (
        <Text size="xs" ff="monospace" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {cart.transactionHash}
        </Text>
      ) : null}
    </Stack>
  );
}

/** checkout success: what was bought, where it went, and the share popup's actions. */
export function CheckoutSuccessView({ cart, onDone }: { cart: CheckoutCart; onDone: () => void }) {
  const first = cart.lineItems[0];
  const nft = useSuccessNft(first?.editionNftPublicPk);
  const done = () => {
    onDone();
    resetCartView();
  };
  const shareUrl = nft.data ? `${window.location.origin}/producers/${nft.data.brandSlug}/${nft.data.releasePublicPk}` : window.location.href;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="green" variant="light" radius="xl" size={36}>
          <IconCircleCheck size={22} aria-hidden="true" />
        </ThemeIcon>
        <Title order={3} size="h4">
          Congratulations, it is yours!
        </Title>
      </Group>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} aria-label="Purchased editions">
        {cart.lineItems.map((line) => (
          <li key={line.publicPk} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <img src={line.image} alt="" width={56} height={70} style={{ objectFit: 'cover', borderRadius: 6 }} />
            <div>
              <Text fw={600}>{line.productTitle}</Text>
              <Text size="sm" c="dimmed">
                Edition #{line.editionNumber}
              </Text>
            </div>
          </li>
        ))}
      </ul>
      <Text size="sm">
        {paidText(cart)}{' '}
        {cart.deliveryAddress ? `Delivered to ${cart.deliveryAddress.slice(0, 6)}…${cart.deliveryAddress.slice(-4)}.` : null}
      </Text>
      {nft.data?.explorerUrl ? (
        <Anchor href={nft.data.explorerUrl} target="_blank" rel="noreferrer" c="cask.3" size="sm">
          View the transaction
        </Anchor>
      ) : null}
      <SharePanel url={shareUrl} text={first ? `I just collected ${first.productTitle} #${first.editionNumber} on Caskmark` : 'I just collected a bottle on Caskmark'} />
      <Group justify="space-between">
        <Button variant="default" onClick={done}>
          Close
        </Button>
        <Button
          component={Link}
          to="/vault"
          onClick={() => {
            done();
            closeCartDrawer();
          }}
        >
          MY COLLECTION
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Paid $X.' and, with a gift card, how much of it the card paid (decision 240). */
function paidText(cart: CheckoutCart): string {
  const paid = cart.amountPaid ?? cart.amount;
  if (!cart.giftCard || cart.giftCardAmount <= 0) return `Paid ${formatCartUsd(paid)}.`;
  if (cart.giftCardAmount >= paid) return `Paid ${formatCartUsd(paid)}, all of it by gift card.`;
  return `Paid ${formatCartUsd(paid)}, of which ${formatCartUsd(cart.giftCardAmount)} by gift card.`;
}

const KNOWN_REASONS = [ETH_AMOUNT_MISMATCH_REASON, CARD_FRAUD_REASON, INTERNAL_ERROR_REASON];

/** checkout failed: the transaction error popup's reasons (§8 "Payment") with the ways to reach us. */
export function CheckoutFailedView({ cart, onDone }: { cart: CheckoutCart; onDone: () => void }) {
  const reason = cart.failureReason;
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert" title="Your checkout could not be completed">
        <Text size="sm">{reason ? `Reason: ${/[.!?]$/.test(reason) ? reason : `${reason}.`}` : 'The payment did not go through.'} Any amount taken is refunded to you automatically.</Text>
      </Alert>
      <Text size="sm" c="dimmed">
        Transactions fail for reasons such as: {KNOWN_REASONS.join(', ')}. If you need help, write to us from the{' '}
        <Anchor component={Link} to="/get-in-touch" onClick={closeCartDrawer} c="cask.3">
          contact page
        </Anchor>{' '}
        or open the live chat.
      </Text>
      <Button
        onClick={() => {
          onDone();
          resetCartView();
        }}
      >
        Close
      </Button>
    </Stack>
  );
}

/** A cart that ran out of time: 'Your checkout cart has expired!' */
export function CartGoneView({ onDone }: { onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" role="alert">
        {CART_EXPIRED_MESSAGE}
      </Alert>
      <Text size="sm" c="dimmed">
        The editions you held are free again. You can add them back if they are still available.
      </Text>
      <Button
        onClick={() => {
          onDone();
          resetCartView();
          closeCartDrawer();
        }}
      >
        Close
      </Button>
    </Stack>
  );
}
