import { boolean, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, cents, createdAt, publicPk } from './columns';
import { editionNfts, products } from './catalogue';
import { users } from './users';

export const listingStatuses = ['active', 'sold', 'cancelled', 'expired', 'invalid'] as const;

/** A fixed-price secondary listing, mirrored from the marketplace contract. */
export const listings = pgTable(
  'listings',
  {
    publicPk: publicPk(),
    /** The contract's listing id; null until the listing is seen on chain. */
    listingId: numeric('listing_id', { precision: 78, scale: 0 }),
    sellerPk: uuid('seller_pk').notNull().references(() => users.publicPk),
    sellerAddress: text('seller_address').notNull(),
    payoutAddress: text('payout_address'),
    /** The price as the seller entered it, in `currency` (decimal string). */
    amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
    currency: text('currency', { enum: ['USD', 'ETH'] }).notNull(),
    /** USD value at listing time, used for ordering and price filters. */
    priceUsdCents: cents('price_usd_cents').notNull(),
    validUntil: at('valid_until').notNull(),
    forSpecificBuyer: boolean('for_specific_buyer').notNull().default(false),
    buyerAddress: text('buyer_address'),
    isBundle: boolean('is_bundle').notNull().default(false),
    isCollaboration: boolean('is_collaboration').notNull().default(false),
    /** The terms the contract fixed at creation (decision 316): platform fee and royalty in basis points. */
    feeBps: integer('fee_bps').notNull().default(1000),
    royaltyBps: integer('royalty_bps').notNull().default(0),
    /** A collaboration listing's ballot token (on the edition token contract); its owner at sale time gets the royalty. */
    ballotTokenId: numeric('ballot_token_id', { precision: 78, scale: 0 }),
    /** Once sold: who received the royalty, and how much (wei), from the Swapped event. */
    royaltyRecipient: text('royalty_recipient'),
    royaltyWei: numeric('royalty_wei', { precision: 78, scale: 0 }),
    status: text('status', { enum: listingStatuses }).notNull().default('active'),
    transactionHash: text('transaction_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('listings_listing_id_key').on(t.listingId),
    index('listings_status_idx').on(t.status, t.validUntil),
    index('listings_status_price_idx').on(t.status, t.priceUsdCents),
    index('listings_seller_idx').on(t.sellerPk),
  ],
);

export const listingItems = pgTable(
  'listing_items',
  {
    listingPk: uuid('listing_pk').notNull().references(() => listings.publicPk),
    editionNftPk: uuid('edition_nft_pk').notNull().references(() => editionNfts.publicPk),
    /** The edition's product, filled by a trigger on insert (migration 0027, decision 313): never written by code. */
    productPk: uuid('product_pk').references(() => products.publicPk),
  },
  (t) => [
    primaryKey({ columns: [t.listingPk, t.editionNftPk] }),
    index('listing_items_nft_idx').on(t.editionNftPk),
    index('listing_items_product_idx').on(t.productPk, t.listingPk),
  ],
);
