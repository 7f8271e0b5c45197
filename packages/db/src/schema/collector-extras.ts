import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, publicPk } from './columns';
import { editionNfts } from './catalogue';
import { users } from './users';

/** An artwork a collector received as a token (spec part 1 §3 "Artwork": tokenId, image, name, description). */
export const artworks = pgTable(
  'artworks',
  {
    publicPk: publicPk(),
    ownerPk: uuid('owner_pk')
      .notNull()
      .references(() => users.publicPk),
    tokenId: text('token_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('artworks_token_key').on(t.tokenId), index('artworks_owner_idx').on(t.ownerPk, t.createdAt)],
);

/** A wallet pass issued for an edition to the wallet that owned it and signed for it ('Pass already generated' after). */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    publicPk: publicPk(),
    editionNftPk: uuid('edition_nft_pk')
      .notNull()
      .references(() => editionNfts.publicPk),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    walletAddress: text('wallet_address').notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    format: text('format', { enum: ['pdf', 'pkpass'] }).notNull(),
    downloads: integer('downloads').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wallet_passes_nft_owner_key').on(t.editionNftPk, t.userPk)],
);

/** A marketing conversion reported with the visitor's consent (POST /api/common/v1/conversion). */
export const conversionEvents = pgTable(
  'conversion_events',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk').references(() => users.publicPk),
    event: text('event').notNull(),
    currency: text('currency'),
    valueCents: cents('value_cents'),
    fbp: text('fbp'),
    fbc: text('fbc'),
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [index('conversion_events_event_idx').on(t.event, t.createdAt)],
);
