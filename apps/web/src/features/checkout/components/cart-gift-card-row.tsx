import { Button, Group, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { useGiftCards } from '../api/get-gift-cards';
import { usePendingGiftCards } from '../api/get-pending-gift-cards';
import { pushCartView } from '../lib/cart-drawer-store';
import { formatCartUsd } from '../lib/cart-money';
import { giftCardBalanceTotal } from '../lib/gift-card-rules';
import classes from './gift-card-view.module.css';

/**
 * The cart view's gift-card line (decision 240): the card applied to this cart, or the collector's
 * balance with a way to use it, or the cards sent to them that wait for an answer. Nothing without cards.
 */
export function CartGiftCardRow({ cart }: { cart: CheckoutCart }) {
  const cards = useGiftCards();
  const pending = usePendingGiftCards();
  const balance = giftCardBalanceTotal(cards.data ?? []);
  const waiting = pending.data?.length ?? 0;
  if (!cart.giftCard && balance <= 0 && waiting === 0) return null;
  return (
    <Group className={classes.row} wrap="nowrap" gap="sm" role="group" aria-label="Gift card">
      <IconGift size={22} aria-hidden="true" className={classes.icon} />
      <div className={classes.rowText}>
        {cart.giftCard ? (
          <>
            <Text fw={600}>Gift card applied</Text>
            <Text size="sm" c="dimmed">
              {cart.giftCard.title}: pays {formatCartUsd(cart.giftCardAmount)} of {formatCartUsd(cart.giftCard.availableBalance)}
            </Text>
          </>
        ) : (
          <>
            <Text fw={600}>Gift card balance: {formatCartUsd(balance)}</Text>
            {waiting > 0 ? (
              <Text size="sm" c="cask.3">
                {waiting === 1 ? 'A gift card was sent to you' : `${waiting} gift cards were sent to you`}
              </Text>
            ) : null}
          </>
        )}
      </div>
      <Button variant="light" size="compact-sm" onClick={() => pushCartView('giftCard')}>
        {cart.giftCard ? 'Change' : 'Use gift card'}
      </Button>
    </Group>
  );
}
