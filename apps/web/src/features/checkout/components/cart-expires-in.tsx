import { Group, Text } from '@mantine/core';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { useServerNow } from '../../../lib/server-time';
import { cartTimeLeftMs, formatCartTimer, isExpiryWarningDue } from '../lib/cart-timer';

/** 'Expires in mm:ss' on the server's clock; red in the last two minutes, nothing once expired (§4). */
export function CartExpiresIn({ cart }: { cart: CheckoutCart }) {
  const now = useServerNow();
  const left = cartTimeLeftMs(cart.validUntil, now);
  if (left <= 0) return null;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" role="timer" aria-label={`Expires in ${formatCartTimer(left)}`}>
      <Text size="sm" c="dimmed" aria-hidden="true">
        Expires in
      </Text>
      <Text fw={700} ff="monospace" c={isExpiryWarningDue(left) ? 'red.5' : 'cask.3'} aria-hidden="true">
        {formatCartTimer(left)}
      </Text>
    </Group>
  );
}
