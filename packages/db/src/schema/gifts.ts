import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, publicPk, updatedAt } from './columns';
import { editionNfts } from './catalogue';
import { users } from './users';
import { wallets } from './wallets';

/**
 * Where a gift stands (spec part 2 §4 "Gift"): pending (the edition is locked), transferring (the
 * receiver accepted and the token is on its way), accepted (it arrived), declined, cancelled.
 */
export const giftStatuses = ['pending', 'transferring', 'accepted', 'declined', 'cancelled'] as const;

/**
 * A gift of one edition NFT to an e-mail address (spec part 2 §3 "Gift"). `sentRetries` counts the
 * notifications sent (the first one included). One open gift (pending or transferring) per edition.
 */
export const gifts = pgTable(
  'gifts',
  {
    publicPk: publicPk(),
    senderPk: uuid('sender_pk')
      .notNull()
      .references(() => users.publicPk),
    editionNftPk: uuid('edition_nft_pk')
      .notNull()
      .references(() => editionNfts.publicPk),
    receiverEmail: text('receiver_email').notNull(),
    /** Who took the gift (accepted or declined it); null while nobody has. */
    receiverPk: uuid('receiver_pk').references(() => users.publicPk),
    message: text('message').notNull().default(''),
    status: text('status', { enum: giftStatuses }).notNull().default('pending'),
    sentRetries: integer('sent_retries').notNull().default(1),
    /** The sender's custodial wallet holding the token when the gift was made. */
    fromAddress: text('from_address').notNull(),
    tokenId: text('token_id').notNull(),
    lastSentAt: at('last_sent_at'),
    settledAt: at('settled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gifts_open_nft_key').on(t.editionNftPk).where(sql`${t.status} in ('pending', 'transferring')`),
    index('gifts_sender_idx').on(t.senderPk, t.createdAt),
    index('gifts_receiver_email_idx').on(sql`lower(${t.receiverEmail})`),
  ],
);

/**
 * The on-chain move of an accepted gift from the sender's custodial wallet to the receiver's wallet
 * (connected, or a managed one created for them). Status and step as a custodial transfer: status 1 in
 * progress, 3 failed, 4 completed; step 1 wallet validated/created … 4 ownership confirmed.
 */
export const giftTransfers = pgTable(
  'gift_transfers',
  {
    publicPk: publicPk(),
    giftPk: uuid('gift_pk')
      .notNull()
      .references(() => gifts.publicPk),
    receiverPk: uuid('receiver_pk')
      .notNull()
      .references(() => users.publicPk),
    toWalletPk: uuid('to_wallet_pk').references(() => wallets.publicPk),
    toAddress: text('to_address').notNull(),
    isCreateVault: boolean('is_create_vault').notNull().default(false),
    status: integer('status').notNull().default(1),
    step: integer('step').notNull().default(1),
    transactionHash: text('transaction_hash'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: at('lease_until'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gift_transfers_open_key').on(t.giftPk).where(sql`${t.status} = 1`),
    index('gift_transfers_status_idx').on(t.status, t.updatedAt),
  ],
);
