import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, publicPk, updatedAt } from './columns';
import { editionNfts } from './catalogue';
import { users } from './users';
import { wallets } from './wallets';

/**
 * The private key of a managed wallet, sealed with envelope encryption: a random data key encrypts
 * the private key, the key-encryption key (KEK, from the environment) encrypts the data key. Both use
 * AES-256-GCM with the wallet address as associated data. `kekId` names the KEK for rotation.
 */
export const managedWalletKeys = pgTable('managed_wallet_keys', {
  walletPk: uuid('wallet_pk')
    .primaryKey()
    .references(() => wallets.publicPk, { onDelete: 'restrict' }),
  kekId: text('kek_id').notNull(),
  encryptedDataKey: text('encrypted_data_key').notNull(),
  encryptedPrivateKey: text('encrypted_private_key').notNull(),
  createdAt: createdAt(),
});

/** Server-side statuses of a custodial transfer (spec part 2 §4): 1 in progress, 3 failed, 4 completed. */
export const transferRequestStatuses = [1, 3, 4] as const;

/**
 * A transfer of one edition NFT out of the owner's managed wallet to a wallet they connected.
 * `step` is the spec's progress (1 wallet validated, 2 transfer initiated, 3 transferred,
 * 4 ownership confirmed). One request at a time per edition.
 */
export const nftTransferRequests = pgTable(
  'nft_transfer_requests',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    editionNftPk: uuid('edition_nft_pk')
      .notNull()
      .references(() => editionNfts.publicPk),
    fromWalletPk: uuid('from_wallet_pk').references(() => wallets.publicPk),
    toWalletPk: uuid('to_wallet_pk').references(() => wallets.publicPk),
    tokenId: text('token_id').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    status: integer('status').notNull().default(1),
    step: integer('step').notNull().default(1),
    transactionHash: text('transaction_hash'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** A worker holds the request until then; another worker may take it over afterwards. */
    leaseUntil: at('lease_until'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('nft_transfer_requests_open_key').on(t.editionNftPk).where(sql`${t.status} = 1`),
    index('nft_transfer_requests_user_idx').on(t.userPk, t.createdAt),
    index('nft_transfer_requests_status_idx').on(t.status, t.updatedAt),
  ],
);
