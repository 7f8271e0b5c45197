import { TRANSFER_TYPES, type TransferType } from '@caskmark/shared/catalogue/history-filters';
import { index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, publicPk } from './columns';
import { editionNfts, releases } from './catalogue';
import { listings } from './marketplace';
import { users } from './users';

/** The event kinds are the shared rulebook's (spec part 2 §2); the column accepts exactly those. */
export type { TransferType };

/** One event in an edition's life; the activity page and edition history read these rows. */
export const editionHistory = pgTable(
  'edition_history',
  {
    publicPk: publicPk(),
    editionNftPk: uuid('edition_nft_pk').references(() => editionNfts.publicPk),
    releasePk: uuid('release_pk').notNull().references(() => releases.publicPk),
    transferType: text('transfer_type', { enum: TRANSFER_TYPES }).notNull(),
    fromUserPk: uuid('from_user_pk').references(() => users.publicPk),
    fromAddress: text('from_address'),
    fromIsBrand: integer('from_is_brand').notNull().default(0),
    toUserPk: uuid('to_user_pk').references(() => users.publicPk),
    toAddress: text('to_address'),
    toIsBrand: integer('to_is_brand').notNull().default(0),
    sellingPriceCents: cents('selling_price_cents'),
    sellingPriceWei: numeric('selling_price_wei', { precision: 78, scale: 0 }),
    listingPk: uuid('listing_pk').references(() => listings.publicPk),
    primaryItemsTotal: integer('primary_items_total'),
    transactionHash: text('transaction_hash'),
    /** Dedupe key for events that come from the chain indexer (txHash:logIndex). */
    sourceKey: text('source_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('edition_history_nft_idx').on(t.editionNftPk, t.createdAt),
    index('edition_history_release_idx').on(t.releasePk, t.createdAt),
    index('edition_history_created_idx').on(t.createdAt),
    index('edition_history_type_idx').on(t.transferType, t.createdAt),
    index('edition_history_from_idx').on(t.fromUserPk),
    index('edition_history_to_idx').on(t.toUserPk),
  ],
);
