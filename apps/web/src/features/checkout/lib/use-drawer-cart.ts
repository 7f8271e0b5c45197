import { useEffect, useState } from 'react';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { useActiveCart } from '../api/get-active-cart';
import { useCart } from '../api/get-cart';

/**
 * The cart the drawer follows: the active cart while it holds editions (polled every 10 s), read by id
 * every 2 s while it is being paid, and by id once it has left the active call (Completed, Failed,
 * Expired, Cancelled) so the drawer can still say how it ended. `forget` drops a finished cart.
 */
export function useDrawerCart(): { cart: CheckoutCart | null; loading: boolean; forget: () => void } {
  const active = useActiveCart();
  const [followed, setFollowed] = useState<string | null>(null);
  const activeCart = active.data ?? null;
  useEffect(() => {
    if (activeCart) setFollowed(activeCart.publicPk);
  }, [activeCart]);
  const paying = activeCart?.status === 'In Progress';
  const readById = followed !== null && (paying || activeCart?.publicPk !== followed);
  const byId = useCart(readById ? followed : null, { fastPoll: true });
  const cart = readById ? (byId.data ?? activeCart) : activeCart;
  return { cart, loading: active.isPending || (readById && byId.isPending && !activeCart), forget: () => setFollowed(null) };
}
