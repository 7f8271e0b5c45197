import type { AppContext } from '../../context';
import { intentRowByPk, recordLedger, type LedgerEntry } from './intents';
import type { PspEvent } from './psp-adapter';
import { pspOf } from './psp';

const LEDGER_KIND: Record<PspEvent['kind'], LedgerEntry['kind']> = {
  authorized: 'authorized',
  requires_action: 'requires_action',
  declined: 'failed',
  failed: 'failed',
  captured: 'captured',
  voided: 'voided',
  refunded: 'refunded',
};

export type NotificationOutcome = 'applied' | 'unknown_intent';

/**
 * Applies a PSP notification: one ledger row per PSP operation (the same source key the synchronous
 * answer used), so it counts once however often and in whatever order it arrives; the status follows
 * from the set of rows. An authorization that lands on an intent we already gave up on (a timeout, a
 * duplicate) is voided at once: money is never left held for nothing.
 */
export async function applyPspEvent(context: AppContext, event: PspEvent): Promise<NotificationOutcome> {
  const intent = await intentRowByPk(context.db, event.merchantReference);
  if (!intent) return 'unknown_intent';
  const patch: Parameters<typeof recordLedger>[3] = {};
  if (event.kind === 'authorized' && !intent.pspAuthorizationId) patch.pspAuthorizationId = event.pspId;
  if (event.kind === 'captured' && !intent.pspCaptureId) patch.pspCaptureId = event.pspId;
  if (event.kind === 'declined' || event.kind === 'failed') patch.failureReason = intent.failureReason ?? event.reason;
  const { row } = await recordLedger(
    context,
    intent.publicPk,
    [{ kind: LEDGER_KIND[event.kind], sourceKey: `psp:${event.pspId}`, amountCents: event.kind === 'voided' || event.kind === 'requires_action' ? 0 : event.amountCents, reason: event.reason }],
    patch,
  );
  if (event.kind === 'authorized' && (row.status === 'failed' || row.status === 'voided') && !['card_verification'].includes(row.purpose)) {
    const voided = await pspOf(context).void({ idempotencyKey: `intent:${row.publicPk}:void`, authorizationId: event.pspId });
    if (voided.ok) await recordLedger(context, row.publicPk, [{ kind: 'voided', sourceKey: `psp:${voided.pspId}`, reason: 'late authorization' }]);
  }
  return 'applied';
}
