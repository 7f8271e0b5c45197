import { ActionIcon, Alert, Divider, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CART_REMOVE_FAILED_MESSAGE, type CheckoutCart } from '@caskmark/shared/api/checkout';
import { pushCartView } from '../lib/cart-drawer-store';
import { formatCartUsd } from '../lib/cart-money';
import { useRemoveCartLine } from '../api/remove-cart-line';
import { CartGiftCardRow } from './cart-gift-card-row';
import { CheckoutBar } from './checkout-bar';
import { CartTotals } from './cart-totals';
import classes from './cart-lines-view.module.css';

/**
 * The cart view: each held edition with its price and a remove button, the totals, and the checkout
 * bar. Complete purchase goes to the payment methods, or to the one-click wallet when the total is 0 (§4).
 */
export function CartLinesView({ cart }: { cart: CheckoutCart }) {
  const remove = useRemoveCartLine();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const removing = remove.isPending ? remove.variables : null;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {cart.name}
      </Text>
      <ul className={classes.lines} aria-label="Cart items">
        {cart.lineItems.map((line) => (
          <li key={line.publicPk} className={classes.line}>
            <img src={line.image} alt="" width={56} height={70} className={classes.thumb} />
            <div className={classes.lineText}>
              <Text fw={600} lineClamp={2}>
                {line.productTitle}
              </Text>
              <Text size="sm" c="dimmed">
                Edition #{line.editionNumber}
              </Text>
            </div>
            <Text fw={600} className={classes.amount}>
              {formatCartUsd(line.amount)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove Edition #${line.editionNumber}`}
              loading={removing === line.publicPk}
              disabled={remove.isPending}
              onClick={() => {
                setRemoveError(null);
                remove.mutate(line.publicPk, { onError: () => setRemoveError(CART_REMOVE_FAILED_MESSAGE) });
              }}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </li>
        ))}
      </ul>
      {removeError ? (
        <Alert color="red" variant="light" role="alert">
          {removeError}
        </Alert>
      ) : null}
      <CartGiftCardRow cart={cart} />
      <Divider color="dark.5" />
      <CartTotals cart={cart} />
      <CheckoutBar cart={cart} continueLabel="Complete purchase" onContinue={() => pushCartView(cart.amount === 0 ? 'oneClickWallet' : 'paymentMethod')} />
    </Stack>
  );
}
