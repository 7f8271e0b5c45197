import { eq } from 'drizzle-orm';
import { paymentLedger } from '@caskmark/db';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { killPoint } from '../../platform/kill-switch';
import { refundEthIntent } from './eth-refunds';
import { voidEthIntent } from './eth-void';
import { captureGiftCardHold, refundGiftCardCapture, releaseGiftCardHold } from './gift-cards';
import { intentRowByPk, presentIntent, recordLedger, type IntentRow, type PaymentIntent } from './intents';
import { pspOf } from './psp';

const CARD_RAILS = new Set<IntentRow['rail']>(['card', 'saved_card']);
const SETTLED = new Set<IntentRow['status']>(['captured', 'partially_refunded', 'refunded']);

async function load(context: AppContext, intentPk: string): Promise<IntentRow> {
  const row = await intentRowByPk(context.db, intentPk);
  if (!row) throw notFound('Payment');
  return row;
}

/**
 * Takes the authorized money (decision 170: once per intent). The PSP call carries the key
 * `intent:<pk>:capture`, so any number of concurrent or repeated calls make one charge.
 */
export async function capture(context: AppContext, intentPk: string): Promise<PaymentIntent> {
  const row = await load(context, intentPk);
  if (SETTLED.has(row.status)) return presentIntent(row);
  if (row.rail === 'gift_card') return captureGiftCardHold(context, row);
  if (row.rail === 'free') return presentIntent((await recordLedger(context, row.publicPk, [{ kind: 'captured', sourceKey: `intent:${row.publicPk}:free` }])).row);
  if (!CARD_RAILS.has(row.rail)) throw conflict('This payment is taken when the transfer arrives.');
  if (row.status !== 'authorized' || !row.pspAuthorizationId) throw conflict('This payment cannot be captured.');
  const result = await pspOf(context).capture({ idempotencyKey: `intent:${row.publicPk}:capture`, authorizationId: row.pspAuthorizationId, amountCents: row.amountCents });
  if (!result.ok) throw new AppError({ status: 409, code: 'capture_failed', message: result.reason, nonFieldErrors: [result.reason] });
  killPoint(context, 'payments:capture:psp-answered');
  const recorded = await recordLedger(context, row.publicPk, [{ kind: 'captured', sourceKey: `psp:${result.pspId}`, amountCents: result.amountCents }], { pspCaptureId: result.pspId });
  return presentIntent(recorded.row);
}

/** Gives back money that was only held (authorization, gift-card hold, an awaited transfer). */
export async function voidIntent(context: AppContext, intentPk: string, reason: string): Promise<PaymentIntent> {
  const row = await load(context, intentPk);
  if (row.status === 'voided' || row.status === 'failed' || row.status === 'refunded') return presentIntent(row);
  if (SETTLED.has(row.status)) throw conflict('This payment was captured; refund it instead.');
  if (row.rail === 'gift_card') return releaseGiftCardHold(context, row, reason);
  if (row.rail === 'eth') return voidEthIntent(context, intentPk, reason);
  if (CARD_RAILS.has(row.rail) && row.status === 'authorized' && row.pspAuthorizationId) {
    const result = await pspOf(context).void({ idempotencyKey: `intent:${row.publicPk}:void`, authorizationId: row.pspAuthorizationId });
    if (!result.ok) {
      // Captured meanwhile (a notification not applied yet): the caller refunds instead.
      throw new AppError({ status: 409, code: 'void_failed', message: result.reason, nonFieldErrors: [result.reason] });
    }
    return presentIntent((await recordLedger(context, row.publicPk, [{ kind: 'voided', sourceKey: `psp:${result.pspId}`, reason }])).row);
  }
  // Nothing is held at a processor (waiting for 3-D Secure, a wire or an ETH payment not yet seen).
  return presentIntent((await recordLedger(context, row.publicPk, [{ kind: 'voided', sourceKey: `intent:${row.publicPk}:void`, reason }])).row);
}

/**
 * Gives back captured money: all that is left (default) or `amountCents`. Keyed by amount and reason
 * (or by `requestKey`, a refund persisted before this call), so a retried refund is the same refund.
 */
export async function refundIntent(context: AppContext, intentPk: string, reason: string, amountCents?: number, requestKey?: string): Promise<PaymentIntent> {
  const row = await load(context, intentPk);
  if (!SETTLED.has(row.status)) {
    if (row.status === 'authorized' || row.status === 'requires_action' || row.status === 'awaiting_transfer') return voidIntent(context, intentPk, reason);
    return presentIntent(row);
  }
  if (row.rail === 'eth') return refundEthIntent(context, row, reason, amountCents);
  const ledger = await context.db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, intentPk));
  const requested = requestKey ? `intent:${row.publicPk}:refund:${requestKey}` : null;
  // A persisted refund retried after its money moved and was recorded: nothing more to do.
  if (requested && ledger.some((entry) => entry.kind === 'refunded' && (entry.sourceKey === requested || entry.details.requestKey === requested))) return presentIntent(row);
  const remaining = row.amountCents - ledger.filter((entry) => entry.kind === 'refunded').reduce((sum, entry) => sum + entry.amountCents, 0);
  const amount = amountCents ?? remaining;
  if (amount <= 0) return presentIntent(row);
  if (amount > remaining) throw conflict('The refund is larger than what is left of the payment.');
  const key = requested
    ?? (amountCents === undefined
      ? `intent:${row.publicPk}:refund:full`
      : `intent:${row.publicPk}:refund:${amount}:${reason}`);
  if (row.rail === 'gift_card') return refundGiftCardCapture(context, row, amount, key, reason);
  if (CARD_RAILS.has(row.rail) && row.pspCaptureId) {
    const result = await pspOf(context).refund({ idempotencyKey: key, captureId: row.pspCaptureId, amountCents: amount });
    if (!result.ok) throw new AppError({ status: 409, code: 'refund_failed', message: result.reason, nonFieldErrors: [result.reason] });
    return presentIntent((await recordLedger(context, row.publicPk, [{ kind: 'refunded', sourceKey: `psp:${result.pspId}`, amountCents: result.amountCents, reason, details: { requestKey: key } }])).row);
  }
  // Wire refunds are paid out by the operator: recorded here.
  return presentIntent((await recordLedger(context, row.publicPk, [{ kind: 'refunded', sourceKey: key, amountCents: amount, reason }])).row);
}
