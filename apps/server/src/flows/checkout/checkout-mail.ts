import { eq } from 'drizzle-orm';
import { users } from '@caskmark/db';
import type { AppContext } from '../../context';
import { cartByPk, markReceiptSent, presentCart, type CartRow } from '../../modules/cart/public';
import { checkoutFailedMail, mailerFor, purchaseReceiptMail } from '../../modules/mail/public';
import type { CheckoutState } from './checkout-state';

const METHOD_LABELS: Record<CheckoutState['method'], string> = {
  creditCard: 'credit card',
  crypto: 'ETH',
  wire: 'wire transfer',
  giftCard: 'gift card',
  free: 'free claim',
};
const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** $6,500.00: the receipt reads as the drawer did (decision 190). */
const usd = (cents: number) => usdFormat.format(cents / 100);

async function buyerOf(context: AppContext, userPk: string) {
  const [buyer] = await context.db.select({ email: users.email, communicationEmail: users.communicationEmail, handler: users.handler }).from(users).where(eq(users.publicPk, userPk));
  return buyer ? { to: buyer.communicationEmail ?? buyer.email, handler: buyer.handler } : null;
}

/** At most once per cart (`receipt_sent_at`); a crash between sending and recording may send it twice. */
export async function sendReceipt(context: AppContext, cartPk: string): Promise<void> {
  const cart = await cartByPk(context.db, cartPk);
  if (!cart || cart.receiptSentAt) return;
  const buyer = await buyerOf(context, cart.userPk);
  const to = buyer?.to;
  if (buyer && to) {
    const view = await presentCart(context.db, cart);
    await mailerFor(context).send(
      to,
      purchaseReceiptMail({
        handler: buyer.handler,
        publicUrl: context.config.publicUrl,
        orderNumber: cart.publicPk.slice(0, 8).toUpperCase(),
        releaseName: view.name,
        lines: view.lineItems.map((line) => ({ title: line.productTitle, editionNumber: line.editionNumber, amount: usd(Math.round(line.amount * 100)) })),
        total: usd(cart.amountPaidCents ?? 0),
        paymentMethod: METHOD_LABELS[cart.paymentMethod ?? 'free'],
        deliveryAddress: cart.deliveryAddress ?? 'your wallet',
        transactionHash: cart.deliveryTransactionHash,
      }),
    );
  }
  await markReceiptSent(context, cartPk);
}

/** The checkout failed after payment started (refused card, rejected wire, deadline, delivery impossible). */
export async function sendFailureMail(context: AppContext, cart: CartRow, reason: string): Promise<void> {
  const buyer = await buyerOf(context, cart.userPk);
  if (!buyer?.to) return;
  const view = await presentCart(context.db, cart);
  await mailerFor(context).send(buyer.to, checkoutFailedMail({ handler: buyer.handler, publicUrl: context.config.publicUrl, orderNumber: cart.publicPk.slice(0, 8).toUpperCase(), releaseName: view.name, reason }));
}
