import type { paymentIntentStatuses, paymentLedgerKinds } from '@caskmark/db';

export type IntentStatus = (typeof paymentIntentStatuses)[number];
export type LedgerKind = (typeof paymentLedgerKinds)[number];

export interface LedgerFact {
  kind: LedgerKind;
  amountCents: number;
}

const CAPTURED: LedgerKind[] = ['captured', 'wire_confirmed', 'eth_received', 'gift_card_captured'];
const VOIDED: LedgerKind[] = ['voided', 'gift_card_released'];
const FAILED: LedgerKind[] = ['failed', 'wire_rejected'];
const AUTHORIZED: LedgerKind[] = ['authorized', 'gift_card_held'];

/**
 * An intent's status is a function of the set of its ledger rows, never of their order: a PSP
 * notification that arrives late, twice or before the synchronous answer yields the same status.
 * Money that moved outranks money that might: refunds > capture > void > failure > authorization >
 * waiting for a transfer > waiting for the cardholder.
 */
export function deriveIntentStatus(facts: readonly LedgerFact[], initial: IntentStatus): IntentStatus {
  const has = (kinds: LedgerKind[]) => facts.some((fact) => kinds.includes(fact.kind));
  // An ETH payment the intent refused (it pays nothing: under the quote, late and short, or not
  // awaited any more) is recorded with 0 cents and only waits to be given back (decision 220).
  const takenIn = facts.filter((fact) => CAPTURED.includes(fact.kind) && !(fact.kind === 'eth_received' && fact.amountCents === 0));
  if (takenIn.length > 0) {
    const captured = takenIn.reduce((sum, fact) => sum + fact.amountCents, 0);
    // ETH refunds of the part taken carry its cents; returns of refused money or an excess carry 0.
    const refunded = facts.filter((fact) => fact.kind === 'refunded' || fact.kind === 'eth_refunded').reduce((sum, fact) => sum + fact.amountCents, 0);
    if (refunded <= 0) return 'captured';
    return refunded >= captured ? 'refunded' : 'partially_refunded';
  }
  if (has(VOIDED)) return 'voided';
  if (has(FAILED)) return 'failed';
  if (has(AUTHORIZED)) return 'authorized';
  if (has(['awaiting_transfer'])) return 'awaiting_transfer';
  if (has(['requires_action'])) return 'requires_action';
  return initial;
}

/** Statuses after which nothing more can happen to the money but refunds. */
export const FINAL_STATUSES: IntentStatus[] = ['voided', 'failed', 'refunded'];
