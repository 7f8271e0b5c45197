import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, publicPk, updatedAt } from './columns';
import { users } from './users';

/** Spec part 2 §3 Wallet: `fireblocks` is the provider of the wallets we hold for collectors. */
export const walletProviders = ['metaMask', 'walletLink', 'walletConnect', 'fortmatic', 'fireblocks'] as const;

/**
 * A wallet connected to an account: one the person proved they own (signed challenge), or a managed
 * (custodial) wallet the server created. Addresses are stored checksummed; an address belongs to at
 * most one account at a time. Deleted wallets keep their row (history refers to the address).
 */
export const wallets = pgTable(
  'wallets',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    walletProvider: text('wallet_provider', { enum: walletProviders }).notNull(),
    isManaged: boolean('is_managed').notNull().default(false),
    /** Approval-for-all of the marketplace contract, as the chain last said. */
    isApproved: boolean('is_approved').notNull().default(false),
    approvedAddress: text('approved_address'),
    approvalTransactionHash: text('approval_transaction_hash'),
    approvalCheckedAt: at('approval_checked_at'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wallets_active_address_key').on(sql`lower(${t.address})`).where(sql`${t.deletedAt} is null`),
    index('wallets_user_idx').on(t.userPk),
    // One custodial wallet per account: every managed edition of a person sits in it.
    uniqueIndex('wallets_managed_user_key').on(t.userPk).where(sql`${t.isManaged} and ${t.deletedAt} is null`),
  ],
);

export const walletChallengePurposes = ['add_wallet', 'sign_in'] as const;

/**
 * A sign-in-with-Ethereum message we issued: its nonce is single use and expires after 10 minutes.
 * The exact text is kept, so a client cannot change a word of what was signed.
 */
export const walletChallenges = pgTable(
  'wallet_challenges',
  {
    publicPk: publicPk(),
    purpose: text('purpose', { enum: walletChallengePurposes }).notNull(),
    nonce: text('nonce').notNull(),
    address: text('address').notNull(),
    /** The account adding a wallet; null for sign-in. */
    userPk: uuid('user_pk').references(() => users.publicPk, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wallet_challenges_nonce_key').on(t.nonce), index('wallet_challenges_expires_idx').on(t.expiresAt)],
);
