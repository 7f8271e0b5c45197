import { PAYMENT_COULD_NOT_PROCESS_MESSAGE } from '@caskmark/shared/api/payments';
import { LISTING_CARD_EXPIRED_MESSAGE } from '@caskmark/shared/api/listing-card-purchase';
import type { AppContext } from '../../context';
import { capture, intentsFor, refundIntent, voidIntent } from '../../modules/payments/public';
import { stepDone, stepFail, stepWait, type StepContext, type StepOutcome } from '../../platform/workflows';
import { movePurchase, purchaseByPk } from './purchase-rows';
import type { ListingCardState } from './purchase-state';

/**
 * Step 1: the card is authorized for the purchase's amount — read from the payments domain, never
 * from the browser. A refusal does not end the purchase (another card may follow while the hold
 * lasts); the run sleeps until poked by a payment change or until the hold lapses on the business
 * clock, then fails (the editions are unlocked, nothing was charged).
 */
export async function awaitCardPayment(context: AppContext, step: StepContext<ListingCardState>): Promise<StepOutcome> {
  const row = await purchaseByPk(context.db, step.state.purchasePk);
  if (!row || row.status === 'failed') return stepFail(row?.failureReason ?? LISTING_CARD_EXPIRED_MESSAGE);
  const intents = await intentsFor(context, 'listing', row.publicPk);
  const paid = intents.find((intent) => intent.status === 'authorized' || intent.status === 'captured');
  if (!paid) {
    if (row.expiresAt.getTime() <= context.clock.nowMs()) return stepFail(LISTING_CARD_EXPIRED_MESSAGE);
    return stepWait(row.expiresAt);
  }
  if (paid.amountCents !== row.amountCents) return stepFail(PAYMENT_COULD_NOT_PROCESS_MESSAGE);
  await step.save({ intentPk: paid.publicPk });
  await movePurchase(context.db, row.publicPk, ['pending'], { status: 'processing', updatedAt: context.clock.now() });
  return stepDone();
}

/** Compensation of step 1: whatever arrived goes back (void what is authorized or waiting for the bank, refund what was captured). */
export async function releaseCardPayment(context: AppContext, step: StepContext<ListingCardState>): Promise<void> {
  const reason = step.failureReason ?? 'card purchase failed';
  for (const intent of await intentsFor(context, 'listing', step.state.purchasePk)) {
    if (intent.status === 'authorized' || intent.status === 'requires_action') await voidIntent(context, intent.publicPk, reason);
    else if (intent.status === 'captured' || intent.status === 'partially_refunded') await refundIntent(context, intent.publicPk, reason);
  }
}

/** Step 3: capture once (the PSP call is keyed `intent:<pk>:capture`). */
export async function captureCardPayment(context: AppContext, step: StepContext<ListingCardState>): Promise<StepOutcome> {
  const captured = await capture(context, step.state.intentPk!);
  if (captured.status === 'captured') return stepDone();
  if (captured.status === 'failed' || captured.status === 'voided') return stepFail(captured.failureReason ?? PAYMENT_COULD_NOT_PROCESS_MESSAGE);
  throw new Error(`Intent ${step.state.intentPk} is ${captured.status} after capture`);
}

/** Compensation of step 3: refund the card (idempotent in the payments domain). */
export async function refundCardPayment(context: AppContext, step: StepContext<ListingCardState>): Promise<void> {
  if (!step.state.intentPk) return;
  const intent = (await intentsFor(context, 'listing', step.state.purchasePk)).find((candidate) => candidate.publicPk === step.state.intentPk);
  if (intent && (intent.status === 'captured' || intent.status === 'partially_refunded')) await refundIntent(context, intent.publicPk, step.failureReason ?? 'card purchase failed');
}
