import { listingCardPurchases, listings, payouts } from '@caskmark/db';
import { splitCardSale } from '../src/flows/listing-card-purchase/payout-split';
import { buildSignedInUser } from './identity-helpers';
import type { TestApp } from './support/test-app';

let nextListingId = 900_000;

/**
 * A payout as a settled card purchase leaves it (decision 340): the seller's listing, the completed
 * purchase and the owed row — without a chain, for the console's queue.
 */
export async function buildOwedPayout(t: TestApp, options: { sellerPk?: string; grossCents?: number; createdAt?: Date } = {}) {
  const db = t.context.db;
  const sellerPk = options.sellerPk ?? (await buildSignedInUser(t)).userPk;
  const buyer = await buildSignedInUser(t);
  const grossCents = options.grossCents ?? 150_00;
  const createdAt = options.createdAt ?? t.context.clock.now();
  const listingId = String((nextListingId += 1));
  const [listing] = await db
    .insert(listings)
    .values({ listingId, sellerPk, sellerAddress: '0x00000000000000000000000000000000000000a1', payoutAddress: '0x00000000000000000000000000000000000000a1', amount: (grossCents / 100).toFixed(2), currency: 'USD', priceUsdCents: grossCents, validUntil: new Date(createdAt.getTime() + 86_400_000), status: 'sold' })
    .returning();
  const [purchase] = await db
    .insert(listingCardPurchases)
    .values({ listingPk: listing!.publicPk, listingId, buyerPk: buyer.userPk, sellerPk, amountCents: grossCents, status: 'completed', expiresAt: createdAt, settleHash: `0x${'ab'.repeat(32)}`, completedAt: createdAt, createdAt })
    .returning();
  const [payout] = await db
    .insert(payouts)
    .values({ purchasePk: purchase!.publicPk, listingPk: listing!.publicPk, sellerPk, payoutAddress: listing!.payoutAddress, ...splitCardSale(grossCents, 1_000), feeBps: 1_000, createdAt })
    .returning();
  return { payout: payout!, listing: listing!, purchase: purchase! };
}
