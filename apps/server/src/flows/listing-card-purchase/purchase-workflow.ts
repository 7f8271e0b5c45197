import type { AppContext } from '../../context';
import type { WorkflowDefinition } from '../../platform/workflows';
import { awaitCardPayment, captureCardPayment, refundCardPayment, releaseCardPayment } from './payment-steps';
import { movePurchase, unlockEditions } from './purchase-rows';
import { LISTING_CARD_WORKFLOW, UNEXPECTED_FAILURE_REASON, type ListingCardState } from './purchase-state';
import { recordSale } from './record-step';
import { settleOnChain, verifyListing } from './settle-steps';

/**
 * A card purchase of a listing as persisted steps (decision 340): await-payment → verify → capture →
 * settle → record. Before the capture a failure voids the authorization (nothing charged); after it,
 * a failure refunds the card. Either way the editions are unlocked and the purchase fails with its
 * reason. Once settled on chain, `record` only writes rows and never fails.
 */
export function listingCardWorkflow(context: AppContext): WorkflowDefinition<ListingCardState> {
  return {
    name: LISTING_CARD_WORKFLOW,
    unexpectedFailureReason: UNEXPECTED_FAILURE_REASON,
    steps: [
      { name: 'await-payment', run: (step) => awaitCardPayment(context, step), compensate: (step) => releaseCardPayment(context, step) },
      { name: 'verify', run: (step) => verifyListing(context, step), maxAttempts: 6 },
      { name: 'capture', run: (step) => captureCardPayment(context, step), compensate: (step) => refundCardPayment(context, step) },
      { name: 'settle', run: (step) => settleOnChain(context, step), maxAttempts: 12 },
      { name: 'record', run: (step) => recordSale(context, step), maxAttempts: 60 },
    ],
    async onFailed(step) {
      const now = context.clock.now();
      await context.db.transaction(async (tx) => {
        await movePurchase(tx, step.state.purchasePk, ['pending', 'processing'], { status: 'failed', failureReason: step.failureReason ?? UNEXPECTED_FAILURE_REASON, updatedAt: now });
        await unlockEditions(tx, step.state.editionNftPks);
      });
    },
  };
}
