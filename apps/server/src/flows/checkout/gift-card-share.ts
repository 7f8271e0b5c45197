import type { AppContext } from '../../context';
import { lineDetailsOfCart, type CartRow } from '../../modules/cart/public';
import { giftCardByPk, holdGiftCard, intentsFor, type PaymentIntent } from '../../modules/payments/public';

export interface GiftCardShare {
  giftCardPk: string;
  title: string;
  /** What the card held before this cart took its part. */
  balanceBeforeCents: number;
  /** The part of the cart it pays. */
  amountCents: number;
  /** Its live hold for this cart, once payment started. */
  hold: PaymentIntent | null;
}

export async function subtotalCents(context: AppContext, cart: CartRow): Promise<number> {
  return (await lineDetailsOfCart(context.db, cart)).reduce((sum, line) => sum + line.amountCents, 0);
}

/**
 * The gift card's part of the cart (decision 182): its live hold when payment has started, else as
 * much of the subtotal as its balance covers. Never more than the subtotal, so the total is never negative.
 */
export async function giftCardShare(context: AppContext, cart: CartRow): Promise<GiftCardShare | null> {
  if (!cart.giftCardPk) return null;
  const card = await giftCardByPk(context.db, cart.giftCardPk);
  if (!card) return null;
  const hold =
    (await intentsFor(context, 'checkout', cart.publicPk)).find(
      (intent) => intent.rail === 'gift_card' && (intent.status === 'authorized' || intent.status === 'captured'),
    ) ?? null;
  const subtotal = await subtotalCents(context, cart);
  const amountCents = hold ? hold.amountCents : Math.min(card.balanceCents, subtotal);
  return { giftCardPk: card.publicPk, title: card.title, balanceBeforeCents: card.balanceCents + (hold ? hold.amountCents : 0), amountCents, hold };
}

/** What is left to pay by another rail. */
export async function amountDueCents(context: AppContext, cart: CartRow): Promise<number> {
  const share = await giftCardShare(context, cart);
  return (await subtotalCents(context, cart)) - (share?.amountCents ?? 0);
}

/** Holds the gift card's part at payment start (its live hold for this cart is reused); null without a gift card. */
export async function holdCartGiftCard(context: AppContext, userPk: string, cart: CartRow): Promise<PaymentIntent | null> {
  const share = await giftCardShare(context, cart);
  if (!share || share.amountCents <= 0) return null;
  if (share.hold) return share.hold;
  return holdGiftCard(context, { purpose: 'checkout', referencePk: cart.publicPk, userPk, giftCardPk: share.giftCardPk, amountCents: share.amountCents });
}
