import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, cents, createdAt, publicPk, updatedAt } from './columns';
import { editionNfts, releasePacks } from './catalogue';
import { users } from './users';

export const cartStatuses = ['Initiated', 'In Progress', 'Completed', 'Failed', 'Cancelled', 'Expired'] as const;

/** A primary-sale checkout cart; it holds editions until `validUntil`. */
export const checkoutCarts = pgTable(
  'checkout_carts',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk').notNull().references(() => users.publicPk),
    releasePackPk: uuid('release_pack_pk').notNull().references(() => releasePacks.publicPk),
    status: text('status', { enum: cartStatuses }).notNull().default('Initiated'),
    currency: text('currency', { enum: ['USD', 'ETH'] }).notNull().default('USD'),
    validUntil: at('valid_until').notNull(),
    amountPaidCents: cents('amount_paid_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('checkout_carts_user_idx').on(t.userPk, t.status)],
);

/**
 * A line holds one edition NFT. The partial unique index is invariant 1: an edition is held by
 * at most one open cart line.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    publicPk: publicPk(),
    cartPk: uuid('cart_pk').notNull().references(() => checkoutCarts.publicPk),
    editionNftPk: uuid('edition_nft_pk').notNull().references(() => editionNfts.publicPk),
    amountCents: cents('amount_cents').notNull(),
    origin: text('origin').notNull().default('web'),
    releasedAt: at('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_open_edition_key').on(t.editionNftPk).where(sql`${t.releasedAt} is null`),
    index('cart_lines_cart_idx').on(t.cartPk),
  ],
);
