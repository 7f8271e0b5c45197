import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, cents, createdAt, publicPk, updatedAt } from './columns';
import { users } from './users';

/** What an intent pays for (decision 170); the payments domain never knows more than this name. */
export const paymentPurposes = ['checkout', 'redeem', 'listing', 'auction', 'sweepstakes', 'card_verification'] as const;
export const paymentRails = ['card', 'saved_card', 'wire', 'eth', 'gift_card', 'free'] as const;
export const paymentIntentStatuses = [
  'requires_action',
  'authorized',
  'awaiting_transfer',
  'captured',
  'voided',
  'failed',
  'refunded',
  'partially_refunded',
] as const;
/** Rows of the append-only ledger; an intent's status is derived from the set of its rows (rules/intent-status). */
export const paymentLedgerKinds = [
  'requires_action',
  'authorized',
  'captured',
  'voided',
  'refunded',
  'failed',
  'awaiting_transfer',
  'wire_confirmed',
  'wire_rejected',
  'eth_received',
  'eth_refunded',
  'gift_card_held',
  'gift_card_captured',
  'gift_card_released',
] as const;

/**
 * One attempt to take money (decision 170). `idempotencyKey` is the client's `uniqueId` (unique per
 * user); at most one live intent per reference and rail family (`payment_intents_live_reference_key`)
 * so a second payment for the same cart is refused before it reaches the PSP. Gift-card holds sit
 * beside the rail that pays the rest, so they are outside that index.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    publicPk: publicPk(),
    purpose: text('purpose', { enum: paymentPurposes }).notNull(),
    referencePk: text('reference_pk').notNull(),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    rail: text('rail', { enum: paymentRails }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** ETH rail: the quoted amount in wei (decimal string; numeric in SQL). */
    amountWei: text('amount_wei'),
    status: text('status', { enum: paymentIntentStatuses }).notNull(),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The PSP's authorization (payment) id, its capture id. */
    pspAuthorizationId: text('psp_authorization_id'),
    pspCaptureId: text('psp_capture_id'),
    /** Card rails: the 3-D Secure session and the step-up the client must show. */
    payerAuthReferenceId: text('payer_auth_reference_id'),
    stepUpUrl: text('step_up_url'),
    stepUpAccessToken: text('step_up_access_token'),
    instrumentPk: uuid('instrument_pk'),
    giftCardPk: uuid('gift_card_pk'),
    /** Whatever a rail needs to keep (ETH quote, wire memo, billing country...). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_intents_user_key').on(t.userPk, t.idempotencyKey),
    uniqueIndex('payment_intents_live_reference_key')
      .on(t.purpose, t.referencePk)
      .where(sql`${t.status} in ('authorized', 'captured', 'awaiting_transfer') and ${t.rail} <> 'gift_card'`),
    index('payment_intents_reference_idx').on(t.purpose, t.referencePk),
    index('payment_intents_psp_authorization_idx').on(t.pspAuthorizationId),
    uniqueIndex('payment_intents_payer_auth_key').on(t.payerAuthReferenceId),
  ],
);

/**
 * Append-only: what happened to an intent's money. `sourceKey` names the event at its source (the
 * PSP's operation id, a chain log, a staff decision), so an event delivered twice is recorded once.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    publicPk: publicPk(),
    intentPk: uuid('intent_pk')
      .notNull()
      .references(() => paymentIntents.publicPk),
    kind: text('kind', { enum: paymentLedgerKinds }).notNull(),
    amountCents: cents('amount_cents').notNull().default(0),
    amountWei: text('amount_wei'),
    sourceKey: text('source_key').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_ledger_source_key').on(t.sourceKey), index('payment_ledger_intent_idx').on(t.intentPk, t.createdAt)],
);

/** A saved card: the PSP's customer token plus what the list shows. Never a card number. */
export const paymentInstruments = pgTable(
  'payment_instruments',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk, { onDelete: 'cascade' }),
    pspInstrumentId: text('psp_instrument_id').notNull(),
    cardType: text('card_type', { enum: ['001', '002', '003'] }).notNull(),
    firstSixDigits: text('first_six_digits').notNull(),
    lastFourDigits: text('last_four_digits').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>(),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_instruments_user_idx').on(t.userPk),
    uniqueIndex('payment_instruments_default_key').on(t.userPk).where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    uniqueIndex('payment_instruments_psp_key').on(t.pspInstrumentId),
  ],
);

/** The caller of a 3-D Secure session (the PSP knows the card, we know whose session it is). */
export const payerAuthSessions = pgTable('payer_auth_sessions', {
  referenceId: text('reference_id').primaryKey(),
  userPk: uuid('user_pk')
    .notNull()
    .references(() => users.publicPk, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const giftCardStatuses = ['pending', 'accepted', 'declined', 'cancelled', 'spent'] as const;

/**
 * A stored-value balance in cents. `balanceCents` is what can still be spent (holds are taken off it
 * at once and given back on release), and the database refuses it below zero.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    publicPk: publicPk(),
    ownerPk: uuid('owner_pk')
      .notNull()
      .references(() => users.publicPk),
    senderPk: uuid('sender_pk').references(() => users.publicPk),
    title: text('title').notNull(),
    message: text('message'),
    initialCents: cents('initial_cents').notNull(),
    balanceCents: cents('balance_cents').notNull(),
    status: text('status', { enum: giftCardStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gift_cards_owner_idx').on(t.ownerPk, t.status),
    check('gift_cards_balance_not_negative', sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`),
  ],
);

/** Every movement of a gift card's balance (signed cents), once per `sourceKey`. */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    publicPk: publicPk(),
    giftCardPk: uuid('gift_card_pk')
      .notNull()
      .references(() => giftCards.publicPk),
    intentPk: uuid('intent_pk').references(() => paymentIntents.publicPk),
    kind: text('kind', { enum: ['issued', 'held', 'captured', 'released'] }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    sourceKey: text('source_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gift_card_ledger_source_key').on(t.sourceKey), index('gift_card_ledger_card_idx').on(t.giftCardPk)],
);

export const wireTransferStatuses = ['submitted', 'confirmed', 'rejected'] as const;

/** A wire proof: the file lives under DATA_DIR/private (never served publicly), this row says whose. */
export const wireTransfers = pgTable(
  'wire_transfers',
  {
    publicPk: publicPk(),
    intentPk: uuid('intent_pk')
      .notNull()
      .references(() => paymentIntents.publicPk),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    phoneNumber: text('phone_number').notNull(),
    memo: text('memo').notNull(),
    amountToSendCents: cents('amount_to_send_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    receiptPath: text('receipt_path').notNull(),
    receiptType: text('receipt_type', { enum: ['application/pdf', 'image/jpeg', 'image/png'] }).notNull(),
    receiptBytes: integer('receipt_bytes').notNull(),
    receiptSha256: text('receipt_sha256').notNull(),
    receiptFilename: text('receipt_filename').notNull(),
    status: text('status', { enum: wireTransferStatuses }).notNull().default('submitted'),
    reviewedBy: uuid('reviewed_by').references(() => users.publicPk),
    reviewedAt: at('reviewed_at'),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wire_transfers_intent_key').on(t.intentPk), index('wire_transfers_status_idx').on(t.status, t.createdAt)],
);

export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;

/**
 * A refund staff asked for (decision 296): written (with its audit row) before the payments domain
 * acts, so a crash between the two leaves a `pending` row that a retry finishes with the same PSP key.
 * `requestKey` is the console's idempotency key: the same request twice is one refund.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    publicPk: publicPk(),
    intentPk: uuid('intent_pk')
      .notNull()
      .references(() => paymentIntents.publicPk),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    requestKey: text('request_key').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.publicPk),
    failureReason: text('failure_reason'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_refunds_request_key').on(t.requestKey),
    index('payment_refunds_intent_idx').on(t.intentPk),
    index('payment_refunds_status_idx').on(t.status, t.createdAt),
    check('payment_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
