import { and, asc, eq, sql } from 'drizzle-orm';
import { paymentIntents, paymentLedger, type DbOrTx } from '@caskmark/db';
import type { AppContext } from '../../context';
import { deriveIntentStatus, type IntentStatus, type LedgerKind } from './intent-status';
import { announceSettled } from './settled-handlers';

export type IntentRow = typeof paymentIntents.$inferSelect;
export type Rail = IntentRow['rail'];
export type Purpose = Exclude<IntentRow['purpose'], 'card_verification'>;
export type { IntentStatus };

export interface IntentRef {
  purpose: Purpose;
  referencePk: string;
  userPk: string;
}

/** The intent as other rooms see it (checkout-interface.md). */
export interface PaymentIntent extends IntentRef {
  publicPk: string;
  rail: Rail;
  amountCents: number;
  amountWei: bigint | null;
  status: IntentStatus;
  failureReason: string | null;
}

export function presentIntent(row: IntentRow): PaymentIntent {
  return {
    publicPk: row.publicPk,
    purpose: row.purpose as Purpose,
    referencePk: row.referencePk,
    userPk: row.userPk,
    rail: row.rail,
    amountCents: row.amountCents,
    amountWei: row.amountWei === null ? null : BigInt(row.amountWei),
    status: row.status,
    failureReason: row.failureReason,
  };
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause] as Array<{ code?: string; constraint?: string } | undefined>;
  return candidates.some((candidate) => candidate?.code === '23505' && (!constraint || candidate.constraint === constraint || String((candidate as { message?: string }).message ?? '').includes(constraint)));
}

/** Another payment for the same reference is already authorized, captured or awaited. */
export class DuplicatePaymentError extends Error {
  constructor() {
    super('A payment for this is already under way.');
  }
}

export async function intentRowByPk(db: DbOrTx, intentPk: string): Promise<IntentRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(intentPk)) return null;
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.publicPk, intentPk));
  return row ?? null;
}

export async function intentByPk(context: AppContext, intentPk: string): Promise<PaymentIntent | null> {
  const row = await intentRowByPk(context.db, intentPk);
  return row ? presentIntent(row) : null;
}

export async function intentsFor(context: AppContext, purpose: Purpose, referencePk: string): Promise<PaymentIntent[]> {
  const rows = await context.db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.purpose, purpose), eq(paymentIntents.referencePk, referencePk)))
    .orderBy(asc(paymentIntents.createdAt));
  return rows.map(presentIntent);
}

export async function intentByKey(db: DbOrTx, userPk: string, idempotencyKey: string): Promise<IntentRow | null> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.userPk, userPk), eq(paymentIntents.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** A live (authorized, captured, awaited) intent of a reference on a rail that pays it in full. */
export async function liveIntentOf(db: DbOrTx, purpose: string, referencePk: string): Promise<IntentRow | null> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        sql`${paymentIntents.purpose} = ${purpose}`,
        eq(paymentIntents.referencePk, referencePk),
        sql`${paymentIntents.status} in ('authorized', 'captured', 'awaiting_transfer') and ${paymentIntents.rail} <> 'gift_card'`,
      ),
    );
  return row ?? null;
}

/** Creates the intent for (user, idempotency key) once; a replay returns the first one. */
export async function createIntent(db: DbOrTx, values: typeof paymentIntents.$inferInsert): Promise<{ row: IntentRow; created: boolean }> {
  const [row] = await db.insert(paymentIntents).values(values).onConflictDoNothing({ target: [paymentIntents.userPk, paymentIntents.idempotencyKey] }).returning();
  if (row) return { row, created: true };
  const existing = await intentByKey(db, values.userPk, values.idempotencyKey);
  if (!existing) throw new Error('intent vanished');
  return { row: existing, created: false };
}

export interface LedgerEntry {
  kind: LedgerKind;
  sourceKey: string;
  amountCents?: number;
  amountWei?: bigint | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends ledger rows (each once per source key) and writes the status they imply, in one
 * transaction with the intent locked; `patch` updates other columns with it. Announces the change to
 * the purpose's handlers after commit. Throws DuplicatePaymentError when the status would make a
 * second live payment for the same reference.
 */
export async function recordLedger(
  context: AppContext,
  intentPk: string,
  entries: LedgerEntry[],
  patch: Partial<Pick<IntentRow, 'pspAuthorizationId' | 'pspCaptureId' | 'stepUpUrl' | 'stepUpAccessToken' | 'payerAuthReferenceId' | 'instrumentPk' | 'details' | 'failureReason'>> = {},
  db?: DbOrTx,
): Promise<{ row: IntentRow; changed: boolean }> {
  const work = async (tx: DbOrTx) => {
    await tx.execute(sql`select 1 from payment_intents where public_pk = ${intentPk} for update`);
    const before = await intentRowByPk(tx, intentPk);
    if (!before) throw new Error(`No payment intent ${intentPk}`);
    for (const entry of entries) {
      await tx
        .insert(paymentLedger)
        .values({
          intentPk,
          kind: entry.kind,
          sourceKey: entry.sourceKey,
          amountCents: entry.amountCents ?? 0,
          amountWei: entry.amountWei === undefined || entry.amountWei === null ? null : entry.amountWei.toString(),
          reason: entry.reason ?? null,
          details: entry.details ?? {},
          createdAt: context.clock.now(),
        })
        .onConflictDoNothing({ target: paymentLedger.sourceKey });
    }
    const facts = await tx.select({ kind: paymentLedger.kind, amountCents: paymentLedger.amountCents, reason: paymentLedger.reason }).from(paymentLedger).where(eq(paymentLedger.intentPk, intentPk));
    const status = deriveIntentStatus(facts, before.status === 'requires_action' || before.status === 'awaiting_transfer' || before.status === 'authorized' ? before.status : 'requires_action');
    const failure = status === 'failed' ? (patch.failureReason ?? before.failureReason ?? facts.find((fact) => fact.kind === 'failed' || fact.kind === 'wire_rejected')?.reason ?? null) : (patch.failureReason ?? before.failureReason);
    const [row] = await tx
      .update(paymentIntents)
      .set({ ...patch, status, failureReason: failure, updatedAt: context.clock.now() })
      .where(eq(paymentIntents.publicPk, intentPk))
      .returning();
    return { row: row!, changed: row!.status !== before.status };
  };
  let outcome: { row: IntentRow; changed: boolean };
  try {
    outcome = db ? await work(db) : await context.db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error, 'payment_intents_live_reference_key')) throw new DuplicatePaymentError();
    throw error;
  }
  if (outcome.changed && !db) await announceSettled(context, outcome.row.publicPk);
  return outcome;
}
