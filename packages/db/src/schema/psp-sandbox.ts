import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cents, createdAt } from './columns';

/**
 * The sandbox PSP's own state (decision 171): an external service that happens to run in our process.
 * Nothing outside modules/psp-sandbox reads these tables; the payments domain reaches it through its
 * adapter exactly as it would reach a real PSP. Ids are the PSP's (prefixed strings), not our uuids.
 */

/** A capture context: the key the hosted card fields of one checkout session post with. */
export const pspSandboxCaptureContexts = pgTable('psp_sandbox_capture_contexts', {
  keyId: text('key_id').primaryKey(),
  fingerprintSessionId: text('fingerprint_session_id').notNull(),
  merchantReference: text('merchant_reference').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

/** What the PSP keeps of a card: the sandbox keeps the test card's behaviour, never the number. */
const cardColumns = () => ({
  cardFingerprint: text('card_fingerprint').notNull(),
  brand: text('brand', { enum: ['001', '002', '003'] }).notNull(),
  firstSix: text('first_six').notNull(),
  lastFour: text('last_four').notNull(),
  expirationMonth: integer('expiration_month').notNull(),
  expirationYear: integer('expiration_year').notNull(),
  scenario: text('scenario').notNull(),
});

/** A transient token: what the hosted fields give the merchant instead of the card number (15 minutes). */
export const pspSandboxTokens = pgTable('psp_sandbox_tokens', {
  id: text('id').primaryKey(),
  keyId: text('key_id')
    .notNull()
    .references(() => pspSandboxCaptureContexts.keyId),
  ...cardColumns(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

/** A stored customer card (the merchant keeps only this id). */
export const pspSandboxInstruments = pgTable('psp_sandbox_instruments', {
  id: text('id').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  ...cardColumns(),
  deletedAt: at('deleted_at'),
  createdAt: createdAt(),
});

export const pspSandboxPayerAuthStatuses = ['awaiting_collection', 'collected', 'challenge_pending', 'authenticated', 'failed'] as const;

/** A 3-D Secure session: device data collection, then a frictionless result or a challenge. */
export const pspSandboxPayerAuth = pgTable('psp_sandbox_payer_auth', {
  referenceId: text('reference_id').primaryKey(),
  accessToken: text('access_token').notNull(),
  /** A transient token or an instrument id. */
  source: text('source').notNull(),
  scenario: text('scenario').notNull(),
  status: text('status', { enum: pspSandboxPayerAuthStatuses }).notNull().default('awaiting_collection'),
  transactionId: text('transaction_id').notNull(),
  browser: jsonb('browser').$type<Record<string, unknown>>(),
  collectedAt: at('collected_at'),
  challengeIssuedAt: at('challenge_issued_at'),
  completedAt: at('completed_at'),
  createdAt: createdAt(),
});

export const pspSandboxTransactionKinds = ['authorization', 'capture', 'void', 'refund'] as const;

/**
 * Every request that moves money at the PSP, once per merchant idempotency key: a replay answers the
 * stored result. At most one successful capture and one successful void per authorization.
 */
export const pspSandboxTransactions = pgTable(
  'psp_sandbox_transactions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: pspSandboxTransactionKinds }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    parentId: text('parent_id'),
    merchantReference: text('merchant_reference').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: ['AUTHORIZED', 'PENDING_AUTHENTICATION', 'DECLINED', 'SUCCEEDED', 'FAILED'] }).notNull(),
    reason: text('reason'),
    source: text('source'),
    instrumentId: text('instrument_id'),
    payerAuthReferenceId: text('payer_auth_reference_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('psp_sandbox_transactions_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('psp_sandbox_transactions_one_capture_key').on(t.parentId).where(sql`${t.kind} = 'capture' and ${t.status} = 'SUCCEEDED'`),
    uniqueIndex('psp_sandbox_transactions_one_void_key').on(t.parentId).where(sql`${t.kind} = 'void' and ${t.status} = 'SUCCEEDED'`),
    index('psp_sandbox_transactions_parent_idx').on(t.parentId),
  ],
);

/** Webhooks to the merchant, delivered (and redelivered) by a job until acknowledged. */
export const pspSandboxNotifications = pgTable(
  'psp_sandbox_notifications',
  {
    id: text('id').primaryKey(),
    eventType: text('event_type').notNull(),
    transactionId: text('transaction_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: at('delivered_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('psp_sandbox_notifications_pending_idx').on(t.createdAt).where(sql`${t.deliveredAt} is null`)],
);
