import { UnstyledButton } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useServerNow } from '../../../lib/server-time';
import { useActiveCart } from '../api/get-active-cart';
import { openCartDrawer } from '../lib/cart-drawer-store';
import { cartTimeLeftMs, formatCartTimer, isExpiryWarningDue, spokenCartTimer } from '../lib/cart-timer';
import classes from './cart-header-button.module.css';

/** The header's cart with its countdown (spec part 1 §2), for signed-in collectors. */
export function CartHeaderButton() {
  const cart = useActiveCart().data ?? null;
  const now = useServerNow();
  const left = cart?.status === 'Initiated' ? cartTimeLeftMs(cart.validUntil, now) : 0;
  const count = cart?.lineItems.length ?? 0;
  const label = left > 0 ? `Cart, ${count} item${count === 1 ? '' : 's'}, expires in ${spokenCartTimer(left)}` : cart ? `Cart, ${cart.status}` : 'Cart';
  return (
    <UnstyledButton className={classes.button} onClick={openCartDrawer} aria-label={label} data-active={cart ? true : undefined}>
      <IconShoppingBag size={20} aria-hidden="true" />
      {count > 0 ? <span className={classes.count}>{count}</span> : null}
      {left > 0 ? (
        <span className={classes.timer} data-warning={isExpiryWarningDue(left) || undefined} aria-hidden="true">
          {formatCartTimer(left, { compact: true })}
        </span>
      ) : null}
    </UnstyledButton>
  );
}
