import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { WIRE_MINIMUM_CENTS } from '@caskmark/shared/rules/payment-methods';
import type { AppContext } from '../../context';
import { lineDetailsOfCart, presentCart, type CartPaymentView, type CartRow } from '../../modules/cart/public';
import { wireTransferFor } from '../../modules/payments/public';

/**
 * The cart as the checkout shows it: the cart domain's shape plus what payments knows of it — the
 * wire instructions (and the proof's status) whenever a wire is possible or chosen.
 */
export async function presentCheckoutCart(context: AppContext, cart: CartRow): Promise<CheckoutCart> {
  const payment: CartPaymentView = {};
  const amountCents = (await lineDetailsOfCart(context.db, cart)).reduce((sum, line) => sum + line.amountCents, 0);
  if (cart.paymentMethod === 'wire' || (cart.status === 'Initiated' && amountCents > WIRE_MINIMUM_CENTS)) {
    payment.wireTransfer = await wireTransferFor(context, { purpose: 'checkout', referencePk: cart.publicPk, userPk: cart.userPk, amountCents });
  }
  return presentCart(context.db, cart, payment);
}
