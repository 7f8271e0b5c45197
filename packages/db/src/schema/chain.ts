import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, publicPk, updatedAt } from './columns';

/**
 * Where the chain indexer has read up to, per chain and token contract. The hash of the last block
 * read lets a restart notice that the chain was replaced (dev redeploy) or reorganised.
 */
export const chainCheckpoints = pgTable('chain_checkpoints', {
  name: text('name').primaryKey(),
  chainId: integer('chain_id').notNull(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash'),
  updatedAt: updatedAt(),
});

/**
 * Every contract log the indexer applied, keyed `txHash:logIndex`: a block seen twice (restart,
 * overlapping ranges, two instances) is applied once. Also the audit trail of what the chain said.
 */
export const chainEvents = pgTable(
  'chain_events',
  {
    sourceKey: text('source_key').primaryKey(),
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    transactionHash: text('transaction_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    contract: text('contract').notNull(),
    eventName: text('event_name').notNull(),
    args: jsonb('args').$type<Record<string, unknown>>().notNull(),
    blockTime: at('block_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chain_events_block_idx').on(t.chainId, t.blockNumber), index('chain_events_tx_idx').on(t.transactionHash)],
);

/** `dropped`: never mined and could not be sent again (its nonce was reused). */
export const chainTransactionStatuses = ['pending', 'mined', 'reverted', 'dropped'] as const;

/**
 * A transaction the server signed. It is stored (raw bytes included) before it is broadcast, so a
 * crash between the two never loses track of it: the same bytes are sent again, never a second
 * transfer. `historyType` tells the indexer how to label the token moves it causes.
 */
export const chainTransactions = pgTable(
  'chain_transactions',
  {
    publicPk: publicPk(),
    chainId: integer('chain_id').notNull(),
    hash: text('hash').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address'),
    nonce: integer('nonce').notNull(),
    rawTransaction: text('raw_transaction').notNull(),
    purpose: text('purpose').notNull(),
    referencePk: uuid('reference_pk'),
    historyType: text('history_type'),
    status: text('status', { enum: chainTransactionStatuses }).notNull().default('pending'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chain_transactions_hash_key').on(t.chainId, t.hash),
    // Two instances never hand out the same nonce for one sender.
    uniqueIndex('chain_transactions_nonce_key').on(t.chainId, t.fromAddress, t.nonce).where(sql`${t.status} <> 'dropped'`),
    index('chain_transactions_reference_idx').on(t.referencePk),
  ],
);
