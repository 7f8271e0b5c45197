import { listingCardPurchases } from '@caskmark/db';
import type { ListingCardCheckout } from '@caskmark/shared/api/listing-card-purchase';
import type { AppContext } from '../../context';
import { intentsFor } from '../../modules/payments/public';
import { notFound } from '../../platform/errors';
import { purchaseByPk, type PurchaseRow } from './purchase-rows';

const PAYMENT_ORDER = ['captured', 'authorized', 'refunded', 'voided', 'requires_action', 'failed'] as const;

/** The buyer's own purchase; anyone else's is a 404 (never a 403 that confirms it exists). */
export async function ownPurchase(context: AppContext, userPk: string, publicPk: string): Promise<PurchaseRow> {
  if (!/^[0-9a-f-]{36}$/i.test(publicPk)) throw notFound('Checkout');
  const row = await purchaseByPk(context.db, publicPk.toLowerCase());
  if (!row || row.buyerPk !== userPk) throw notFound('Checkout');
  return row;
}

export async function presentPurchase(context: AppContext, row: typeof listingCardPurchases.$inferSelect): Promise<ListingCardCheckout> {
  const intents = await intentsFor(context, 'listing', row.publicPk);
  const payment = PAYMENT_ORDER.find((status) => intents.some((intent) => intent.status === status || (status === 'refunded' && intent.status === 'partially_refunded'))) ?? 'none';
  return {
    publicPk: row.publicPk,
    listingId: row.listingId,
    listingPublicPk: row.listingPk,
    amount: row.amountCents / 100,
    amountCents: row.amountCents,
    status: row.status,
    payment,
    expiresAt: row.expiresAt.toISOString(),
    recipientAddress: row.recipientAddress,
    settleHash: row.settleHash,
    failureReason: row.failureReason,
  };
}
