import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import type { AppContext } from '../../context';
import { presentCart, type CartRow } from '../../modules/cart/public';

/**
 * The cart as the checkout shows it: the cart domain's shape plus what payments knows of it (gift
 * card, ETH quote, wire instructions) once a rail is chosen.
 */
export async function presentCheckoutCart(context: AppContext, cart: CartRow): Promise<CheckoutCart> {
  return presentCart(context.db, cart);
}
