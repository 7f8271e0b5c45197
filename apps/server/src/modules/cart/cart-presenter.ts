import type { CartLineResult, CheckoutCart, EthTransferPayload, WireInstructions } from '@caskmark/shared/api/checkout';
import type { DbOrTx } from '@caskmark/db';
import { cartHeader, lineDetailsOfCart, type CartLineRow, type CartRow } from './cart-repository';

const dollars = (cents: number) => Math.round(cents) / 100;

/** What the payments side adds to a cart's shape (gift card, ETH quote, wire instructions). */
export interface CartPaymentView {
  giftCard?: { publicPk: string; title: string; availableBalanceCents: number } | null;
  giftCardAmountCents?: number;
  ethTransferPayload?: EthTransferPayload | null;
  wireTransfer?: WireInstructions | null;
}

/** Spec part 1 §3 "Checkout cart": exactly these fields go out (CheckoutCartSchema). */
export async function presentCart(db: DbOrTx, cart: CartRow, payment: CartPaymentView = {}): Promise<CheckoutCart> {
  const [header, lines] = await Promise.all([cartHeader(db, cart), lineDetailsOfCart(db, cart)]);
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const giftCardCents = Math.min(payment.giftCardAmountCents ?? 0, subtotalCents);
  return {
    publicPk: cart.publicPk,
    name: header.packName,
    releasePackPublicPk: cart.releasePackPk,
    releasePublicPk: header.releasePk,
    releaseStyle: header.releaseStyle,
    brandSlug: header.brandSlug,
    handler: header.handler,
    status: cart.status,
    validUntil: (cart.status === 'In Progress' && cart.paymentDeadline ? cart.paymentDeadline : cart.validUntil).toISOString(),
    extended: cart.extendedForPaymentAt !== null,
    lineItems: lines.map((line) => ({
      publicPk: line.publicPk,
      editionNftPublicPk: line.editionNftPk,
      editionNumber: line.editionNumber,
      productTitle: line.productTitle,
      image: line.image,
      amount: dollars(line.amountCents),
      currency: 'USD' as const,
    })),
    amount: dollars(subtotalCents - giftCardCents),
    subtotal: dollars(subtotalCents),
    currency: 'USD',
    discount: null,
    giftCard: payment.giftCard
      ? { publicPk: payment.giftCard.publicPk, title: payment.giftCard.title, availableBalance: dollars(payment.giftCard.availableBalanceCents), currency: 'USD' }
      : null,
    giftCardAmount: dollars(giftCardCents),
    ethTransferPayload: payment.ethTransferPayload ?? null,
    wireTransfer: payment.wireTransfer ?? null,
    amountPaid: cart.amountPaidCents === null ? null : dollars(cart.amountPaidCents),
    paymentMethod: cart.paymentMethod,
    failureReason: cart.failureReason,
    deliveryAddress: cart.deliveryAddress,
    transactionHash: cart.deliveryTransactionHash ?? cart.ethTransactionHash,
  };
}

/** Spec part 1 §3 "Cart line", as the live operations return and broadcast it. */
export function presentCartLine(
  line: Pick<CartLineRow, 'publicPk' | 'editionNftPk' | 'origin'> & { editionNumber: number },
  cart: Pick<CartRow, 'publicPk' | 'releasePackPk'>,
  handler: string,
): CartLineResult {
  return {
    publicPk: line.publicPk,
    cartPublicPk: cart.publicPk,
    handler,
    editionNumber: line.editionNumber,
    releasePackPublicPk: cart.releasePackPk,
    editionNftPublicPk: line.editionNftPk,
    origin: line.origin,
    nonFieldErrors: [],
  };
}

/** A refused live operation: the spec's client reads `nonFieldErrors` off the payload. */
export function refusedCartLine(messages: string[]): CartLineResult {
  return { publicPk: null, cartPublicPk: null, handler: null, editionNumber: null, releasePackPublicPk: null, editionNftPublicPk: null, origin: null, nonFieldErrors: messages };
}
