import { sql } from 'drizzle-orm';
import { index, integer, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, cents, createdAt, publicPk, updatedAt } from './columns';
import { editionNfts, releasePacks, releases } from './catalogue';
import { users } from './users';
import { wallets } from './wallets';

export const cartStatuses = ['Initiated', 'In Progress', 'Completed', 'Failed', 'Cancelled', 'Expired'] as const;
/** Payment method names as the cart shows them (spec part 2 §9 plus the gift card and free cases). */
export const cartPaymentMethods = ['creditCard', 'crypto', 'wire', 'giftCard', 'free'] as const;
/** Why a hold ended: removed by the collector, the cart cancelled or expired, the edition sold, the checkout failed. */
export const cartLineReleaseReasons = ['removed', 'cancelled', 'expired', 'sold', 'failed'] as const;

/**
 * A primary-sale checkout cart (decision 170): one release pack, holding editions until `validUntil`
 * while Initiated; once paying (In Progress) the checkout workflow owns it until `paymentDeadline`.
 * At most one open cart per collector (`checkout_carts_open_user_key`).
 */
export const checkoutCarts = pgTable(
  'checkout_carts',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk').notNull().references(() => users.publicPk),
    releasePackPk: uuid('release_pack_pk').notNull().references(() => releasePacks.publicPk),
    status: text('status', { enum: cartStatuses }).notNull().default('Initiated'),
    currency: text('currency', { enum: ['USD', 'ETH'] }).notNull().default('USD'),
    validUntil: at('valid_until').notNull(),
    /** 'Are you still there?' answers that moved `validUntil` (a few at most). */
    refreshCount: integer('refresh_count').notNull().default(0),
    /** The one extension for the payment step (decision 170). */
    extendedForPaymentAt: at('extended_for_payment_at'),
    paymentMethod: text('payment_method', { enum: cartPaymentMethods }),
    /** While In Progress: when the checkout workflow gives up waiting for the money (business clock). */
    paymentDeadline: at('payment_deadline'),
    /** The gift card the collector applied (a payments row; the cart only names it). */
    giftCardPk: uuid('gift_card_pk'),
    /** Where the NFTs go: a connected wallet of the collector, else their managed wallet at delivery. */
    deliveryWalletPk: uuid('delivery_wallet_pk').references(() => wallets.publicPk),
    deliveryAddress: text('delivery_address'),
    deliveryTransactionHash: text('delivery_transaction_hash'),
    /** The transaction the collector announced as their ETH payment. */
    ethTransactionHash: text('eth_transaction_hash'),
    amountPaidCents: cents('amount_paid_cents'),
    failureReason: text('failure_reason'),
    completedAt: at('completed_at'),
    receiptSentAt: at('receipt_sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('checkout_carts_user_idx').on(t.userPk, t.status),
    uniqueIndex('checkout_carts_open_user_key').on(t.userPk).where(sql`${t.status} in ('Initiated', 'In Progress')`),
    // The expiry task reads Initiated carts by deadline.
    index('checkout_carts_expiry_idx').on(t.validUntil).where(sql`${t.status} = 'Initiated'`),
  ],
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
    releaseReason: text('release_reason', { enum: cartLineReleaseReasons }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_open_edition_key').on(t.editionNftPk).where(sql`${t.releasedAt} is null`),
    index('cart_lines_cart_idx').on(t.cartPk),
  ],
);

/** Collectors admitted to a release's lobby before it opens, by its early-access code. */
export const earlyAccessAdmissions = pgTable(
  'early_access_admissions',
  {
    publicPk: publicPk(),
    releasePk: uuid('release_pk')
      .notNull()
      .references(() => releases.publicPk),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('early_access_admissions_key').on(t.releasePk, t.userPk)],
);

/**
 * Token ids of editions minted at delivery. Demo and imported editions carry ids of their own, so the
 * allocation takes the larger of this sequence and one above the highest id in use (decision 180).
 */
export const editionTokenIds = pgSequence('edition_token_ids', { startWith: 1 });
