import type { AppContext } from '../../context';
import { stepDone, stepFail, type WorkflowDefinition } from '../../platform/workflows';
import { cartByPk, failCart, heldLinesOfCart } from '../../modules/cart/public';
import { sendFailureMail } from './checkout-mail';
import { CHECKOUT_WORKFLOW, DELIVERY_FAILED_REASON, type CheckoutState } from './checkout-state';
import { complete } from './complete-step';
import { deliver } from './deliver-step';
import { awaitPayment, capturePayment, refundPayment, releasePayment } from './payment-steps';

/**
 * The checkout as persisted steps (decision 170): await-payment → verify-holds → capture → deliver →
 * complete. A failure undoes the payment steps in reverse (void, refund) and fails the cart, which
 * releases its holds. Every step may run again after a crash and finds what it already did.
 */
export function checkoutWorkflow(context: AppContext): WorkflowDefinition<CheckoutState> {
  return {
    name: CHECKOUT_WORKFLOW,
    unexpectedFailureReason: DELIVERY_FAILED_REASON,
    steps: [
      { name: 'await-payment', run: (step) => awaitPayment(context, step), compensate: (step) => releasePayment(context, step) },
      {
        name: 'verify-holds',
        async run(step) {
          const cart = await cartByPk(context.db, step.state.cartPk);
          if (cart?.status !== 'In Progress') return stepFail('The checkout is no longer in progress.');
          if ((await heldLinesOfCart(context, cart.publicPk)).length === 0) return stepFail('The checkout holds no editions any more.');
          return stepDone();
        },
      },
      { name: 'capture', run: (step) => capturePayment(context, step), compensate: (step) => refundPayment(context, step) },
      { name: 'deliver', run: (step) => deliver(context, step), maxAttempts: 12 },
      { name: 'complete', run: (step) => complete(context, step), maxAttempts: 20 },
    ],
    async onFailed(step) {
      const reason = step.failureReason ?? DELIVERY_FAILED_REASON;
      const failed = await failCart(context, step.state.cartPk, reason);
      if (failed?.status === 'Failed') await sendFailureMail(context, failed, reason);
    },
  };
}
