import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, cents, createdAt, publicPk, updatedAt } from './columns';
import { editionNfts, releases } from './catalogue';
import { users } from './users';

/**
 * Where an offer stands (spec part 2 §4 "Offers", decision 333): active until validUntil; countered
 * (the owner asked a higher price: a private listing for the offerer); accepted (the offerer has 3 days
 * to buy the private listing); purchased; rejected; withdrawn by its maker; expired; ended (the edition
 * was burned, gifted, sold or moved, see `endReason`).
 */
export const offerStatuses = ['active', 'countered', 'accepted', 'purchased', 'rejected', 'withdrawn', 'expired', 'ended'] as const;

/** An offer on one edition NFT, or a global offer on any edition of a release (filled at most once). */
export const offers = pgTable(
  'offers',
  {
    publicPk: publicPk(),
    offerMakerPk: uuid('offer_maker_pk')
      .notNull()
      .references(() => users.publicPk),
    /** The maker's own (connected) wallet that pays, checksummed; the private listing's buyer. */
    offerMakerWallet: text('offer_maker_wallet').notNull(),
    isGlobalOffer: boolean('is_global_offer').notNull().default(false),
    /** The edition of an edition offer; null for a global offer. */
    editionNftPk: uuid('edition_nft_pk').references(() => editionNfts.publicPk),
    releasePk: uuid('release_pk')
      .notNull()
      .references(() => releases.publicPk),
    /** The owner the offer is to: the edition's owner at creation, or whoever accepted a global offer. */
    recipientPk: uuid('recipient_pk').references(() => users.publicPk),
    amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
    currency: text('currency', { enum: ['USD', 'ETH'] }).notNull(),
    /** USD value when made (ETH converted at the price), for ordering and the 'Low Offers' threshold. */
    amountUsdCents: cents('amount_usd_cents').notNull(),
    validUntil: at('valid_until').notNull(),
    status: text('status', { enum: offerStatuses }).notNull().default('active'),
    endReason: text('end_reason'),
    /** The edition a global offer was accepted or countered for. */
    acceptedEditionNftPk: uuid('accepted_edition_nft_pk').references(() => editionNfts.publicPk),
    acceptedAt: at('accepted_at'),
    /** Until when the offerer may buy (3 days after acceptance or counter). */
    purchaseDeadline: at('purchase_deadline'),
    payoutAddress: text('payout_address'),
    counterOfferAmount: numeric('counter_offer_amount', { precision: 30, scale: 8 }),
    counterOfferCurrency: text('counter_offer_currency', { enum: ['USD', 'ETH'] }),
    counteredAt: at('countered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_maker_idx').on(t.offerMakerPk, t.createdAt),
    index('offers_edition_idx').on(t.editionNftPk),
    index('offers_release_global_idx').on(t.releasePk).where(sql`${t.isGlobalOffer}`),
    index('offers_open_idx').on(t.status, t.validUntil).where(sql`${t.status} in ('active', 'countered', 'accepted')`),
  ],
);

/** An offer hidden from one person's lists ('Offer dismissed successfully!'). */
export const offerDismissals = pgTable(
  'offer_dismissals',
  {
    offerPk: uuid('offer_pk')
      .notNull()
      .references(() => offers.publicPk),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.offerPk, t.userPk] })],
);
