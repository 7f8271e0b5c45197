import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CART_EXPIRED_MESSAGE } from '@caskmark/shared/api/checkout-texts';
import { queryKeys } from '../../../lib/query-keys';
import { useServerNow } from '../../../lib/server-time';
import { useSession } from '../../../lib/session';
import { useActiveCart } from '../api/get-active-cart';
import { cancelCart } from '../api/cancel-cart';
import { getCart } from '../api/get-cart';
import { useCartDrawer } from '../lib/cart-drawer-store';
import { useEarlyAccessRelease } from '../lib/early-access-store';
import { cartTimeLeftMs, isExpiryWarningDue } from '../lib/cart-timer';
import { showCheckoutToast } from '../lib/checkout-toast';
import { useLiveCartEvents } from '../lib/use-live-cart-events';

const CartDrawer = lazy(() => import('./cart-drawer'));
const StillThereModal = lazy(() => import('./still-there-modal'));
const EarlyAccessPopup = lazy(() => import('./early-access-popup'));

/**
 * Mounted once in the shell for signed-in collectors: the cart drawer (its code loads on first open),
 * the 'Are you still there?' warning 2 minutes before the hold ends, and at the end the cart is
 * cancelled as expired ('Your checkout cart has expired!'), whatever page the collector is on.
 */
export function CheckoutHost() {
  const { user } = useSession();
  const { opened } = useCartDrawer();
  const earlyAccess = useEarlyAccessRelease();
  const [everOpened, setEverOpened] = useState(false);
  useEffect(() => {
    if (opened) setEverOpened(true);
  }, [opened]);
  if (!user) return null;
  return (
    <>
      <CartExpiryWatch />
      {earlyAccess ? (
        <Suspense fallback={null}>
          <EarlyAccessPopup />
        </Suspense>
      ) : null}
      {everOpened ? (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      ) : null}
    </>
  );
}

function CartExpiryWatch() {
  const cart = useActiveCart().data ?? null;
  const now = useServerNow();
  const queryClient = useQueryClient();
  const expiredPk = useRef<string | null>(null);
  // The cart's pack, live: the drawer hears its lines, payment start and completion without waiting for the poll.
  useLiveCartEvents(cart?.releasePackPublicPk);
  const heldPk = useRef<string | null>(null);
  const initiated = cart?.status === 'Initiated';
  // A held cart that left the active call without us cancelling it: the server's sweeper expired it.
  useEffect(() => {
    if (cart) {
      heldPk.current = cart.status === 'Initiated' ? cart.publicPk : null;
      return;
    }
    const gone = heldPk.current;
    heldPk.current = null;
    if (!gone || expiredPk.current === gone) return;
    void getCart(gone)
      .then((last) => {
        if (last.status !== 'Expired' || expiredPk.current === gone) return;
        expiredPk.current = gone;
        showCheckoutToast('yellow', CART_EXPIRED_MESSAGE);
        void queryClient.invalidateQueries({ queryKey: queryKeys.releasePackEditions(last.releasePackPublicPk) });
      })
      .catch(() => undefined);
  }, [cart, queryClient]);
  const left = initiated ? cartTimeLeftMs(cart.validUntil, now) : null;
  useEffect(() => {
    if (!cart || left !== 0 || expiredPk.current === cart.publicPk) return;
    expiredPk.current = cart.publicPk;
    // The server releases the holds by itself at the deadline; this only makes it say so now.
    void cancelCart({ cartPublicPk: cart.publicPk, isExpiration: true })
      .catch(() => undefined)
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.activeCart() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.releasePackEditions(cart.releasePackPublicPk) });
        showCheckoutToast('yellow', CART_EXPIRED_MESSAGE);
      });
  }, [cart, left, queryClient]);
  if (!cart || left === null || !isExpiryWarningDue(left)) return null;
  return (
    <Suspense fallback={null}>
      <StillThereModal cart={cart} />
    </Suspense>
  );
}
