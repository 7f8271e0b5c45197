import { and, inArray, lte, sql } from 'drizzle-orm';
import { paymentIntents } from '@caskmark/db';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { startClockTask } from '../../platform/clock-task';
import { recordAuthorization } from './card-payments';
import { intentRowByPk, type IntentRow } from './intents';
import { voidIntent } from './intent-actions';
import { pspOf } from './psp';
import { referenceCheckOf } from './reference-checks';

export const CARD_RECONCILE_TASK = 'payments.card-reconcile';
/** How long (business clock) an unanswered card intent may be a request still in flight. */
export const CARD_RECONCILE_AFTER_MS = 2 * 60_000;
export const ABANDONED_CARD_REASON = 'The checkout ended before the card payment was completed';

/**
 * One card intent stuck before a recorded outcome (decision 245): the PSP is asked for the request's
 * authorization by its idempotency key and its answer recorded as the request would have; then, if
 * what it pays for can no longer be completed, whatever is held is voided (ledger rows once per key).
 */
async function reconcileOne(context: AppContext, row: IntentRow): Promise<'voided' | 'recorded' | 'left'> {
  let current = row;
  let recorded = false;
  if (current.status === 'requires_action' && !current.stepUpUrl) {
    const key = `intent:${current.publicPk}:authorize`;
    const outcome = await pspOf(context).findAuthorization(key);
    if (outcome) {
      try {
        current = await recordAuthorization(context, current, key, outcome);
      } catch (error) {
        // Another payment for the same order won meanwhile: recordAuthorization voided this one.
        if (!(error instanceof AppError)) throw error;
        current = (await intentRowByPk(context.db, current.publicPk)) ?? current;
      }
      recorded = true;
    }
  }
  if (current.status !== 'authorized' && current.status !== 'requires_action') return recorded ? 'recorded' : 'left';
  const check = referenceCheckOf(current.purpose);
  if (!check || (await check(current.referencePk, context))) return recorded ? 'recorded' : 'left';
  const voided = await voidIntent(context, current.publicPk, ABANDONED_CARD_REASON);
  return voided.status === 'voided' ? 'voided' : 'left';
}

/** One pass: card intents unanswered or authorized for longer than the grace, oldest first. */
export async function reconcileCardIntents(context: AppContext): Promise<{ voided: number; recorded: number }> {
  const before = new Date(context.clock.nowMs() - CARD_RECONCILE_AFTER_MS);
  const rows = await context.db
    .select()
    .from(paymentIntents)
    .where(and(inArray(paymentIntents.rail, ['card', 'saved_card']), inArray(paymentIntents.status, ['requires_action', 'authorized']), lte(paymentIntents.updatedAt, before)))
    .orderBy(sql`${paymentIntents.updatedAt} asc`)
    .limit(200);
  const totals = { voided: 0, recorded: 0 };
  for (const row of rows) {
    const result = await reconcileOne(context, row).catch((error) => {
      context.log.warn({ err: error, intentPk: row.publicPk }, 'payments: card intent reconciliation failed');
      return 'left' as const;
    });
    if (result !== 'left') totals[result] += 1;
  }
  return totals;
}

/**
 * The reconciliation on the business clock, as the ETH quote lapse: every 5 s of wall time, after
 * every clock advance (POST /dev/clock) and on a pg-boss cron (one minute).
 */
export async function startCardReconcile(context: AppContext, everyMs = 5_000): Promise<void> {
  await startClockTask(context, {
    name: CARD_RECONCILE_TASK,
    everyMs,
    failure: 'payments: card reconciliation failed',
    run: async () => {
      const totals = await reconcileCardIntents(context);
      if (totals.voided + totals.recorded > 0) context.log.info(totals, 'payments: stuck card intents reconciled');
    },
  });
}
