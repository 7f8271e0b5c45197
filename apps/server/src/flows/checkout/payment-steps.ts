import { INTERNAL_ERROR_REASON, PAYMENT_COULD_NOT_PROCESS_MESSAGE } from '@caskmark/shared/api/payments';
import type { AppContext } from '../../context';
import { cartByPk, openLinesOfCart, type CartRow } from '../../modules/cart/public';
import { capture, intentsFor, refundIntent, voidIntent, type PaymentIntent } from '../../modules/payments/public';
import { stepDone, stepFail, stepWait, type StepContext, type StepOutcome } from '../../platform/workflows';
import type { CheckoutState } from './checkout-state';

export const PAYMENT_DEADLINE_REASON = 'The payment did not arrive in time.';
export const NOT_FREE_REASON = 'This checkout is not free.';

const PAID = new Set<PaymentIntent['status']>(['authorized', 'captured']);

export async function cartTotalCents(context: AppContext, cartPk: string): Promise<number> {
  return (await openLinesOfCart(context.db, cartPk)).reduce((sum, line) => sum + line.amountCents, 0);
}

function waitOrFail(context: AppContext, cart: CartRow): StepOutcome {
  const deadline = cart.paymentDeadline ?? cart.validUntil;
  if (deadline.getTime() <= context.clock.nowMs()) return stepFail(PAYMENT_DEADLINE_REASON);
  return stepWait(deadline);
}

/**
 * Step 1: the money is there — authorized by the card's issuer (read from the payments domain, never
 * from the browser) — or, for a free cart, there is none to take. Waits (poked when an intent of the
 * cart changes) until the payment deadline on the business clock; a final refusal fails the checkout
 * with the PSP's reason.
 */
export async function awaitPayment(context: AppContext, step: StepContext<CheckoutState>): Promise<StepOutcome> {
  const cart = await cartByPk(context.db, step.state.cartPk);
  if (!cart || cart.status !== 'In Progress') return stepFail('The checkout is no longer in progress.');
  const total = await cartTotalCents(context, cart.publicPk);
  if (step.state.method === 'free') {
    if (total !== 0) return stepFail(NOT_FREE_REASON);
    await step.save({ amountPaidCents: 0 });
    return stepDone();
  }
  const intents = await intentsFor(context, 'checkout', cart.publicPk);
  const paid = intents.filter((intent) => PAID.has(intent.status));
  const amount = paid.reduce((sum, intent) => sum + intent.amountCents, 0);
  if (paid.length > 0 && amount >= total) {
    await step.save({ intentPks: paid.map((intent) => intent.publicPk) });
    // The cart cannot change once In Progress, but an authorization made just before it started could be for other lines.
    if (amount !== total) return stepFail(INTERNAL_ERROR_REASON);
    await step.save({ amountPaidCents: amount });
    return stepDone();
  }
  // Part paid (a gift card held) while the rest is still on its way: wait for it.
  const pending = intents.some((intent) => intent.status === 'requires_action' || intent.status === 'awaiting_transfer');
  const latest = intents.filter((intent) => intent.rail !== 'gift_card').at(-1);
  if (!pending && latest && (latest.status === 'failed' || latest.status === 'voided')) return stepFail(latest.failureReason ?? PAYMENT_COULD_NOT_PROCESS_MESSAGE);
  return waitOrFail(context, cart);
}

/** Compensation of step 1: give back whatever arrived — void what is authorized or pending, refund what was captured. */
export async function releasePayment(context: AppContext, step: StepContext<CheckoutState>): Promise<void> {
  if (step.state.method === 'free') return;
  const reason = step.failureReason ?? 'checkout failed';
  for (const intent of await intentsFor(context, 'checkout', step.state.cartPk)) {
    if (intent.status === 'authorized' || intent.status === 'requires_action' || intent.status === 'awaiting_transfer') await voidIntent(context, intent.publicPk, reason);
    else if (intent.status === 'captured' || intent.status === 'partially_refunded') await refundIntent(context, intent.publicPk, reason);
  }
}

/** Step 3: capture what was authorized, once per intent (the PSP call is keyed `intent:<pk>:capture`). */
export async function capturePayment(context: AppContext, step: StepContext<CheckoutState>): Promise<StepOutcome> {
  if (step.state.method === 'free') return stepDone();
  for (const intentPk of step.state.intentPks ?? []) {
    const captured = await capture(context, intentPk);
    if (captured.status !== 'captured') throw new Error(`Intent ${intentPk} is ${captured.status} after capture`);
  }
  return stepDone();
}

/** Compensation of step 3: refund what was captured (idempotent in the payments domain). */
export async function refundPayment(context: AppContext, step: StepContext<CheckoutState>): Promise<void> {
  if (step.state.method === 'free') return;
  for (const intentPk of step.state.intentPks ?? []) {
    const intent = (await intentsFor(context, 'checkout', step.state.cartPk)).find((candidate) => candidate.publicPk === intentPk);
    if (intent && (intent.status === 'captured' || intent.status === 'partially_refunded')) await refundIntent(context, intentPk, step.failureReason ?? 'checkout failed');
  }
}
