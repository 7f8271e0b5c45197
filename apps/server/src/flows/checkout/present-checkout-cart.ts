import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { WIRE_MINIMUM_CENTS } from '@caskmark/shared/rules/payment-methods';
import type { AppContext } from '../../context';
import { presentCart, type CartPaymentView, type CartRow } from '../../modules/cart/public';
import { ethTransferPayloadFor, wireTransferFor } from '../../modules/payments/public';
import { giftCardShare, subtotalCents } from './gift-card-share';

/**
 * The cart as the checkout shows it: the cart domain's shape plus what payments knows of it — the
 * gift card's part, the wire instructions (then the proof's status) whenever a wire is possible
 * for what is left to pay, or was chosen, and the ETH payment to send while an ETH quote is awaited.
 */
export async function presentCheckoutCart(context: AppContext, cart: CartRow): Promise<CheckoutCart> {
  const payment: CartPaymentView = {};
  const share = await giftCardShare(context, cart);
  if (share) {
    payment.giftCard = { publicPk: share.giftCardPk, title: share.title, availableBalanceCents: share.balanceBeforeCents };
    payment.giftCardAmountCents = share.amountCents;
  }
  const dueCents = (await subtotalCents(context, cart)) - (share?.amountCents ?? 0);
  if (cart.paymentMethod === 'wire' || (cart.status === 'Initiated' && dueCents > WIRE_MINIMUM_CENTS)) {
    payment.wireTransfer = await wireTransferFor(context, { purpose: 'checkout', referencePk: cart.publicPk, userPk: cart.userPk, amountCents: dueCents });
  }
  if (cart.paymentMethod === 'crypto') payment.ethTransferPayload = await ethTransferPayloadFor(context, { purpose: 'checkout', referencePk: cart.publicPk });
  return presentCart(context.db, cart, payment);
}
