import { and, eq } from 'drizzle-orm';
import { editionNfts } from '@caskmark/db';
import type { AppContext } from '../../context';
import { moveRedemption } from '../../modules/redemption/public';
import type { WorkflowDefinition } from '../../platform/workflows';
import { burn } from './burn-step';
import { completeRedemption } from './complete-step';
import { awaitRedeemPayment, captureRedeemPayment, refundRedeemPayment, releaseRedeemPayment } from './payment-steps';
import { BURN_FAILED_REASON, REDEMPTION_WORKFLOW, type RedemptionState } from './redemption-state';

/**
 * A redemption as persisted steps (decision 274): await-payment → capture → burn → complete. A failure
 * before the burn undoes the payment (void, refund), unlocks the NFT and cancels the request: nothing is
 * burned without the fee, and no fee is kept without a burn. Once burned, `complete` only writes rows
 * and is retried for hours rather than failing. Each step finds what it already did after a crash.
 */
export function redemptionWorkflow(context: AppContext): WorkflowDefinition<RedemptionState> {
  return {
    name: REDEMPTION_WORKFLOW,
    unexpectedFailureReason: BURN_FAILED_REASON,
    steps: [
      { name: 'await-payment', run: (step) => awaitRedeemPayment(context, step), compensate: (step) => releaseRedeemPayment(context, step) },
      { name: 'capture', run: (step) => captureRedeemPayment(context, step), compensate: (step) => refundRedeemPayment(context, step) },
      { name: 'burn', run: (step) => burn(context, step), maxAttempts: 12 },
      { name: 'complete', run: (step) => completeRedemption(context, step), maxAttempts: 60 },
    ],
    async onFailed(step) {
      const now = context.clock.now();
      await context.db.transaction(async (tx) => {
        await moveRedemption(tx, step.state.redemptionPk, ['pending'], { status: 'cancelled', cancelledAt: now, cancelReason: step.failureReason ?? BURN_FAILED_REASON, updatedAt: now });
        if (step.state.locked) await tx.update(editionNfts).set({ isLocked: false }).where(and(eq(editionNfts.publicPk, step.state.editionNftPk), eq(editionNfts.status, 'owned')));
      });
    },
  };
}
