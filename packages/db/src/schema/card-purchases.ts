import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, cents, createdAt, publicPk, updatedAt } from './columns';
import { listings } from './marketplace';
import { users } from './users';

/** pending: the editions are held, the card not yet authorized; processing: authorized, being settled on chain. */
export const listingCardPurchaseStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export const payoutStatuses = ['owed', 'paid'] as const;

/**
 * A card purchase of a USD listing (decision 340): the hold on the listing's editions (set in the same
 * transaction as this row), the card payment (payment intents with purpose 'listing' and this row as
 * reference) and the platform's settlement on chain. One open purchase per listing.
 */
export const listingCardPurchases = pgTable(
  'listing_card_purchases',
  {
    publicPk: publicPk(),
    listingPk: uuid('listing_pk')
      .notNull()
      .references(() => listings.publicPk),
    /** The contract's listing id. */
    listingId: numeric('listing_id', { precision: 78, scale: 0 }).notNull(),
    buyerPk: uuid('buyer_pk')
      .notNull()
      .references(() => users.publicPk),
    sellerPk: uuid('seller_pk')
      .notNull()
      .references(() => users.publicPk),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: listingCardPurchaseStatuses }).notNull().default('pending'),
    /** The card window: an unpaid hold lapses here (business clock). */
    expiresAt: at('expires_at').notNull(),
    /** The buyer's managed wallet the NFTs go to. */
    recipientAddress: text('recipient_address'),
    settleHash: text('settle_hash'),
    failureReason: text('failure_reason'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('listing_card_purchases_open_listing_key').on(t.listingPk).where(sql`${t.status} in ('pending', 'processing')`),
    index('listing_card_purchases_buyer_idx').on(t.buyerPk, t.createdAt),
    check('listing_card_purchases_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * What the platform owes a seller for a sale settled by card (decisions 340, 294): written once per
 * purchase with the purchase's completion; staff mark it paid with the bank reference.
 */
export const payouts = pgTable(
  'payouts',
  {
    publicPk: publicPk(),
    purchasePk: uuid('purchase_pk')
      .notNull()
      .references(() => listingCardPurchases.publicPk),
    listingPk: uuid('listing_pk')
      .notNull()
      .references(() => listings.publicPk),
    sellerPk: uuid('seller_pk')
      .notNull()
      .references(() => users.publicPk),
    payoutAddress: text('payout_address'),
    grossCents: cents('gross_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    royaltyCents: cents('royalty_cents').notNull().default(0),
    sellerAmountCents: cents('seller_amount_cents').notNull(),
    feeBps: integer('fee_bps').notNull(),
    royaltyBps: integer('royalty_bps').notNull().default(0),
    status: text('status', { enum: payoutStatuses }).notNull().default('owed'),
    paidAt: at('paid_at'),
    paidBy: uuid('paid_by').references(() => users.publicPk),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payouts_purchase_key').on(t.purchasePk),
    index('payouts_status_idx').on(t.status, t.createdAt),
    index('payouts_seller_idx').on(t.sellerPk),
    check('payouts_split', sql`${t.grossCents} = ${t.feeCents} + ${t.royaltyCents} + ${t.sellerAmountCents} and ${t.sellerAmountCents} >= 0`),
    check('payouts_paid', sql`(${t.status} = 'paid') = (${t.paidAt} is not null and ${t.reference} is not null)`),
  ],
);
