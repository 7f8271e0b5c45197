import { and, eq } from 'drizzle-orm';
import { editionNfts } from '@caskmark/db';
import { PAYMENT_COULD_NOT_PROCESS_MESSAGE } from '@caskmark/shared/api/payments';
import type { AppContext } from '../../context';
import { capture, intentsFor, refundIntent, voidIntent, type PaymentIntent } from '../../modules/payments/public';
import { redemptionByPk } from '../../modules/redemption/public';
import { stepDone, stepFail, stepWait, type StepContext, type StepOutcome } from '../../platform/workflows';
import { CANCELLED_REASON, PENDING_REDEMPTION_DAYS, UNPAID_REASON, type RedemptionState } from './redemption-state';

const PAID = new Set<PaymentIntent['status']>(['authorized', 'captured']);
const DAY_MS = 86_400_000;

/**
 * Step 1: the shipping fee is there — authorized by the card's issuer, read from the payments domain
 * and never from the browser — or there is none to take (pickup, free). A refused card does not end
 * the redemption: the collector may try another card; the run sleeps (poked by every payment change)
 * until the request is a week old, then it is cancelled. The NFT is locked from here until it burns.
 */
export async function awaitRedeemPayment(context: AppContext, step: StepContext<RedemptionState>): Promise<StepOutcome> {
  const row = await redemptionByPk(context.db, step.state.redemptionPk);
  if (!row || row.status === 'cancelled') return stepFail(CANCELLED_REASON);
  if (row.status !== 'pending') return stepDone();
  if (!row.isFree) {
    // A card authorized, or an ETH payment the chain showed (the payments domain records it captured at once).
    const intents = await intentsFor(context, 'redeem', row.publicPk);
    const paid = intents.find((intent) => PAID.has(intent.status));
    if (!paid) {
      const deadline = new Date(row.createdAt.getTime() + PENDING_REDEMPTION_DAYS * DAY_MS);
      if (deadline.getTime() <= context.clock.nowMs()) return stepFail(UNPAID_REASON);
      return stepWait(deadline);
    }
    // The details (and so the price) changed while this card was being authorized: give it back, pay again.
    if (paid.amountCents !== row.priceCents) {
      if (paid.status === 'captured') await refundIntent(context, paid.publicPk, 'the shipping fee changed');
      else await voidIntent(context, paid.publicPk, 'the shipping fee changed');
      return stepWait(new Date(row.createdAt.getTime() + PENDING_REDEMPTION_DAYS * DAY_MS));
    }
    await step.save({ intentPk: paid.publicPk });
  }
  await context.db.update(editionNfts).set({ isLocked: true }).where(and(eq(editionNfts.publicPk, row.editionNftPk), eq(editionNfts.status, 'owned')));
  await step.save({ locked: true });
  return stepDone();
}

/** Compensation of step 1: whatever arrived goes back (void what is authorized or waiting, refund what was captured). */
export async function releaseRedeemPayment(context: AppContext, step: StepContext<RedemptionState>): Promise<void> {
  const reason = step.failureReason ?? 'redemption failed';
  for (const intent of await intentsFor(context, 'redeem', step.state.redemptionPk)) {
    if (intent.status === 'authorized' || intent.status === 'requires_action' || intent.status === 'awaiting_transfer') await voidIntent(context, intent.publicPk, reason);
    else if (intent.status === 'captured' || intent.status === 'partially_refunded') await refundIntent(context, intent.publicPk, reason);
  }
}

/** Step 2: capture the fee once (the PSP call is keyed `intent:<pk>:capture`). */
export async function captureRedeemPayment(context: AppContext, step: StepContext<RedemptionState>): Promise<StepOutcome> {
  if (!step.state.intentPk) return stepDone();
  const captured = await capture(context, step.state.intentPk);
  if (captured.status !== 'captured') {
    if (captured.status === 'failed' || captured.status === 'voided') return stepFail(captured.failureReason ?? PAYMENT_COULD_NOT_PROCESS_MESSAGE);
    throw new Error(`Intent ${step.state.intentPk} is ${captured.status} after capture`);
  }
  return stepDone();
}

/** Compensation of step 2: refund the fee (idempotent in the payments domain). */
export async function refundRedeemPayment(context: AppContext, step: StepContext<RedemptionState>): Promise<void> {
  if (!step.state.intentPk) return;
  const intent = (await intentsFor(context, 'redeem', step.state.redemptionPk)).find((candidate) => candidate.publicPk === step.state.intentPk);
  if (intent && (intent.status === 'captured' || intent.status === 'partially_refunded')) await refundIntent(context, intent.publicPk, step.failureReason ?? 'redemption failed');
}
