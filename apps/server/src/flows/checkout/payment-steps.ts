import type { AppContext } from '../../context';
import { cartByPk, openLinesOfCart, type CartRow } from '../../modules/cart/public';
import { stepDone, stepFail, stepWait, type StepContext, type StepOutcome } from '../../platform/workflows';
import type { CheckoutState } from './checkout-state';

export const PAYMENT_DEADLINE_REASON = 'The payment did not arrive in time.';
export const NOT_FREE_REASON = 'This checkout is not free.';

async function cartTotalCents(context: AppContext, cartPk: string): Promise<number> {
  return (await openLinesOfCart(context.db, cartPk)).reduce((sum, line) => sum + line.amountCents, 0);
}

/**
 * Step 1: the money is there (authorized, received or confirmed) — or, for a free cart, there is none
 * to take. Waits (poked by payments) until the cart's payment deadline on the business clock.
 */
export async function awaitPayment(context: AppContext, step: StepContext<CheckoutState>): Promise<StepOutcome> {
  const cart = await cartByPk(context.db, step.state.cartPk);
  if (!cart || cart.status !== 'In Progress') return stepFail('The checkout is no longer in progress.');
  if (step.state.method === 'free') {
    if ((await cartTotalCents(context, cart.publicPk)) !== 0) return stepFail(NOT_FREE_REASON);
    await step.save({ amountPaidCents: 0 });
    return stepDone();
  }
  return waitOrFail(context, cart);
}

function waitOrFail(context: AppContext, cart: CartRow): StepOutcome {
  const deadline = cart.paymentDeadline ?? cart.validUntil;
  if (deadline.getTime() <= context.clock.nowMs()) return stepFail(PAYMENT_DEADLINE_REASON);
  return stepWait(deadline);
}

/** Compensation of step 1: void or refund whatever arrived (nothing for a free cart). */
export async function releasePayment(_context: AppContext, _step: StepContext<CheckoutState>): Promise<void> {}

/** Step 3: capture what was authorized, once (nothing for a free cart). */
export async function capturePayment(_context: AppContext, step: StepContext<CheckoutState>): Promise<StepOutcome> {
  if (step.state.method === 'free') return stepDone();
  return stepFail('No payment rail can capture this checkout yet.');
}

/** Compensation of step 3: refund what was captured. */
export async function refundPayment(_context: AppContext, _step: StepContext<CheckoutState>): Promise<void> {}
