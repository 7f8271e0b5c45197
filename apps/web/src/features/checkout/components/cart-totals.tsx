import { Group, Stack, Text } from '@mantine/core';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { formatCartUsd } from '../lib/cart-money';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, discount and gift card when they apply, and the total to pay (the server's figures). */
export function CartTotals({ cart }: { cart: CheckoutCart }) {
  const discount = cart.discount?.amountOff ?? null;
  return (
    <Stack gap={6}>
      <Row label="Subtotal" value={formatCartUsd(cart.subtotal)} />
      {discount ? <Row label="Discount" value={`−${formatCartUsd(discount)}`} /> : null}
      {cart.discount?.percentOff ? <Row label="Discount" value={`−${cart.discount.percentOff}%`} /> : null}
      {cart.giftCard && cart.giftCardAmount > 0 ? <Row label={`Gift card: ${cart.giftCard.title}`} value={`−${formatCartUsd(cart.giftCardAmount)}`} /> : null}
      <Row label="Total" value={formatCartUsd(cart.amount)} strong />
    </Stack>
  );
}
