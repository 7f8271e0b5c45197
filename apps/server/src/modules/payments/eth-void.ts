import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { conflict } from '../../platform/errors';
import { intentRowByPk, presentIntent, recordLedger, type PaymentIntent } from './intents';
import { announceSettled } from './settled-handlers';

/**
 * Stops waiting for an ETH payment. Nothing is held anywhere, so the void only records it — under the
 * intent's lock, so a payment the indexer records at the same moment is never voided over: a payment
 * that got in first makes this a 409 (refund it instead), one that comes after is refused and goes back.
 */
export async function voidEthIntent(context: AppContext, intentPk: string, reason: string, failureReason?: string): Promise<PaymentIntent> {
  const outcome = await context.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from payment_intents where public_pk = ${intentPk} for update`);
    const row = await intentRowByPk(tx, intentPk);
    if (!row) throw new Error(`No payment intent ${intentPk}`);
    if (row.status === 'captured' || row.status === 'partially_refunded') throw conflict('This payment was captured; refund it instead.');
    if (row.status !== 'awaiting_transfer' && row.status !== 'requires_action') return { row, changed: false };
    return recordLedger(context, intentPk, [{ kind: 'voided', sourceKey: `intent:${intentPk}:void`, reason }], failureReason ? { failureReason } : {}, tx);
  });
  if (outcome.changed) await announceSettled(context, intentPk);
  return presentIntent(outcome.row);
}
