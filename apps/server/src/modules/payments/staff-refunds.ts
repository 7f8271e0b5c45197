import { and, desc, eq, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { paymentIntents, paymentLedger, paymentRefunds, users, type DbOrTx } from '@caskmark/db';
import {
  REFUND_ETH_FULL_ONLY_MESSAGE,
  REFUND_NOT_PAID_MESSAGE,
  REFUND_TOO_LARGE_MESSAGE,
  type RefundablePayment,
  type RefundBody,
  type RefundFilter,
  type RefundQueue,
  type StaffRefund,
} from '@caskmark/shared/api/staff-refunds';
import type { AppContext } from '../../context';
import { recordAudit, type AuditActor } from '../../platform/audit-log';
import { AppError, conflict, notFound } from '../../platform/errors';
import { refundIntent } from './intent-actions';
import { intentRowByPk } from './intents';

type RefundRow = typeof paymentRefunds.$inferSelect;
const PAID = ['captured', 'partially_refunded', 'refunded'] as const;
const GROUPS: Record<Exclude<RefundFilter, 'all'>, ReadonlyArray<(typeof PAID)[number]>> = {
  refundable: ['captured', 'partially_refunded'],
  partially_refunded: ['partially_refunded'],
  refunded: ['refunded'],
};

/** Cents given back so far: card, wire and gift-card refunds, and the refunded part of ETH payments. */
async function refundedCentsOf(db: DbOrTx, intentPks: string[]): Promise<Map<string, number>> {
  if (intentPks.length === 0) return new Map();
  const rows = await db
    .select({ intentPk: paymentLedger.intentPk, cents: sql<number>`coalesce(sum(${paymentLedger.amountCents}), 0)::int` })
    .from(paymentLedger)
    .where(and(inArray(paymentLedger.intentPk, intentPks), inArray(paymentLedger.kind, ['refunded', 'eth_refunded'])))
    .groupBy(paymentLedger.intentPk);
  return new Map(rows.map((row) => [row.intentPk, Number(row.cents)]));
}

function presentRefund(row: RefundRow, handler: string): StaffRefund {
  return {
    publicPk: row.publicPk,
    intentPk: row.intentPk,
    amountCents: row.amountCents,
    reason: row.reason,
    status: row.status,
    failureReason: row.failureReason,
    requestedBy: handler,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

async function refundsOf(db: DbOrTx, intentPks: string[]): Promise<StaffRefund[]> {
  if (intentPks.length === 0) return [];
  const rows = await db
    .select({ refund: paymentRefunds, handler: users.handler })
    .from(paymentRefunds)
    .innerJoin(users, eq(users.publicPk, paymentRefunds.requestedBy))
    .where(inArray(paymentRefunds.intentPk, intentPks))
    .orderBy(desc(paymentRefunds.createdAt));
  return rows.map((row) => presentRefund(row.refund, row.handler));
}

const pendingCents = (refunds: StaffRefund[]) => refunds.filter((refund) => refund.status === 'pending').reduce((sum, refund) => sum + refund.amountCents, 0);

/** Paid payments (newest first, 100 at most) with what was given back, and the count of each filter. */
export async function refundQueue(context: AppContext, query: { status: RefundFilter; rail?: string; q?: string }): Promise<RefundQueue> {
  const base: SQL[] = [inArray(paymentIntents.status, [...PAID]), ne(paymentIntents.rail, 'free'), ne(paymentIntents.purpose, 'card_verification')];
  if (query.rail) base.push(sql`${paymentIntents.rail} = ${query.rail}`);
  const text = query.q?.replace(/^@/, '').trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base.push(or(ilike(users.email, pattern), ilike(users.handler, pattern), eq(paymentIntents.referencePk, text), sql`${paymentIntents.publicPk}::text = ${text}`)!);
  }
  const countRows = await context.db
    .select({ status: paymentIntents.status, n: sql<number>`count(*)::int` })
    .from(paymentIntents)
    .innerJoin(users, eq(users.publicPk, paymentIntents.userPk))
    .where(and(...base))
    .groupBy(paymentIntents.status);
  const countOf = (statuses: readonly string[]) => countRows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.n), 0);
  const counts = {
    refundable: countOf(GROUPS.refundable),
    partially_refunded: countOf(GROUPS.partially_refunded),
    refunded: countOf(GROUPS.refunded),
    all: countOf(PAID),
  };
  const statuses = query.status === 'all' ? PAID : GROUPS[query.status];
  const rows = await context.db
    .select({ intent: paymentIntents, handler: users.handler, email: users.email })
    .from(paymentIntents)
    .innerJoin(users, eq(users.publicPk, paymentIntents.userPk))
    .where(and(...base, inArray(paymentIntents.status, [...statuses])))
    .orderBy(desc(paymentIntents.createdAt))
    .limit(100);
  const pks = rows.map((row) => row.intent.publicPk);
  const refunded = await refundedCentsOf(context.db, pks);
  const refunds = await refundsOf(context.db, pks);
  const results: RefundablePayment[] = rows.map(({ intent, handler, email }) => {
    const own = refunds.filter((refund) => refund.intentPk === intent.publicPk);
    const given = refunded.get(intent.publicPk) ?? 0;
    return {
      intentPk: intent.publicPk,
      purpose: intent.purpose,
      referencePk: intent.referencePk,
      rail: intent.rail,
      status: intent.status,
      handler,
      email,
      amountCents: intent.amountCents,
      refundedCents: given,
      refundableCents: Math.max(0, intent.amountCents - given - pendingCents(own)),
      createdAt: intent.createdAt.toISOString(),
      refunds: own,
    };
  });
  return { counts, results };
}

/**
 * Writes the refund (pending) and its audit row in one transaction, after checking under the
 * intent's lock that it fits in what is left of the capture (refunds still pending count as taken).
 */
async function persistRefund(context: AppContext, actor: AuditActor, body: RefundBody): Promise<RefundRow> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from payment_intents where public_pk = ${body.intentPk} for update`);
    const [again] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.requestKey, body.uniqueId));
    if (again) return again;
    const intent = await intentRowByPk(tx, body.intentPk);
    if (!intent || intent.purpose === 'card_verification') throw notFound('Payment');
    if (!(PAID as readonly string[]).includes(intent.status) || intent.rail === 'free') throw conflict(REFUND_NOT_PAID_MESSAGE, { code: 'not_paid' });
    const given = (await refundedCentsOf(tx, [intent.publicPk])).get(intent.publicPk) ?? 0;
    const pending = pendingCents(await refundsOf(tx, [intent.publicPk]));
    const left = intent.amountCents - given - pending;
    const amount = body.amountCents ?? left;
    if (amount <= 0 || amount > left) throw conflict(REFUND_TOO_LARGE_MESSAGE, { code: 'refund_too_large' });
    if (intent.rail === 'eth' && (amount !== intent.amountCents || given > 0)) throw conflict(REFUND_ETH_FULL_ONLY_MESSAGE, { code: 'eth_full_only' });
    const [row] = await tx
      .insert(paymentRefunds)
      .values({ intentPk: intent.publicPk, amountCents: amount, reason: body.reason, requestKey: body.uniqueId, requestedBy: actor.userPk, createdAt: now })
      .returning();
    await recordAudit(
      tx,
      actor,
      {
        action: 'payment.refund',
        subjectType: 'payment_intent',
        subjectPk: intent.publicPk,
        before: { status: intent.status, amountCents: intent.amountCents, refundedCents: given, pendingCents: pending },
        after: { refundPk: row!.publicPk, amountCents: amount, rail: intent.rail, purpose: intent.purpose, referencePk: intent.referencePk },
        reason: body.reason,
      },
      now,
    );
    return row!;
  });
}

/**
 * Moves the money of a persisted refund through the payments domain (the PSP's refund with the key
 * `intent:<pk>:refund:refund:<refundPk>`, a gift card's balance, the ETH receiver, a wire recorded
 * for the operator to pay back) and writes the outcome. A refusal ends it `failed`; anything else
 * (a timeout, a crash) leaves it `pending`, and the next attempt repeats the same keyed call.
 */
export async function carryOutRefund(context: AppContext, row: RefundRow): Promise<RefundRow> {
  if (row.status !== 'pending') return row;
  const intent = await intentRowByPk(context.db, row.intentPk);
  let outcome: { status: 'succeeded' | 'failed'; failureReason: string | null };
  try {
    const full = intent?.rail === 'eth' ? undefined : row.amountCents;
    await refundIntent(context, row.intentPk, row.reason, full, `refund:${row.publicPk}`);
    outcome = { status: 'succeeded', failureReason: null };
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    outcome = { status: 'failed', failureReason: error.message };
  }
  const [done] = await context.db
    .update(paymentRefunds)
    .set({ ...outcome, completedAt: context.clock.now() })
    .where(and(eq(paymentRefunds.publicPk, row.publicPk), eq(paymentRefunds.status, 'pending')))
    .returning();
  return done ?? (await context.db.select().from(paymentRefunds).where(eq(paymentRefunds.publicPk, row.publicPk)))[0]!;
}

/** Staff refund a paid order's payment in full or in part: persisted and audited, then carried out. */
export async function refundPayment(context: AppContext, actor: AuditActor, body: RefundBody): Promise<StaffRefund> {
  const row = await carryOutRefund(context, await persistRefund(context, actor, body));
  const [staff] = await context.db.select({ handler: users.handler }).from(users).where(eq(users.publicPk, row.requestedBy));
  return presentRefund(row, staff?.handler ?? '');
}

/** A pending refund younger than this may still be in its staff request: left to it. */
export const REFUND_RESUME_AFTER_MS = 60_000;

/** Refunds left pending by a crash or a timeout, finished in the background (oldest first). */
export async function resumePendingRefunds(context: AppContext): Promise<number> {
  const before = new Date(context.clock.nowMs() - REFUND_RESUME_AFTER_MS);
  const rows = await context.db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, 'pending'), lte(paymentRefunds.createdAt, before)))
    .orderBy(paymentRefunds.createdAt)
    .limit(50);
  let finished = 0;
  for (const row of rows) {
    const done = await carryOutRefund(context, row).catch((error) => {
      context.log.warn({ err: error, refundPk: row.publicPk }, 'payments: pending refund not finished yet');
      return row;
    });
    if (done.status !== 'pending') finished += 1;
  }
  return finished;
}
