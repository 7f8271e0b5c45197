import { and, eq, inArray } from 'drizzle-orm';
import { editionNfts } from '@caskmark/db';
import type { AppContext } from '../../context';
import { chainOf } from '../../modules/chain/public';
import { moveRedemption, redemptionByPk } from '../../modules/redemption/public';
import { stepDone, stepFail, type StepContext, type StepOutcome } from '../../platform/workflows';
import { sendRedemptionMail } from './redemption-mail';
import type { RedemptionState } from './redemption-state';

/**
 * Step 4: one transaction — the request is paid (with the burn's hash) and the edition is Redeemed
 * wherever it shows; the indexer writes its 'Redeem' and 'Burn' history rows from the chain and ends
 * the NFT's listings. Then the paid e-mail. Replays change nothing.
 */
export async function completeRedemption(context: AppContext, step: StepContext<RedemptionState>): Promise<StepOutcome> {
  const now = context.clock.now();
  const done = await context.db.transaction(async (tx) => {
    const moved = await moveRedemption(tx, step.state.redemptionPk, ['pending'], { status: 'paid', paidAt: now, burnTransactionHash: step.state.burnHash ?? null, updatedAt: now });
    const row = moved ?? (await redemptionByPk(tx, step.state.redemptionPk));
    if (!row || row.status === 'cancelled') return null;
    await tx
      .update(editionNfts)
      .set({ status: 'redeemed', redeemedAt: row.paidAt ?? now, ownerAddress: null, isInManagedWallet: false, isLocked: false })
      .where(and(eq(editionNfts.publicPk, row.editionNftPk), inArray(editionNfts.status, ['owned', 'redeemed'])));
    return row;
  });
  if (!done) return stepFail('The redemption was cancelled.');
  const live = chainOf(context).live;
  if (live) await live.indexer.syncNow().catch(() => live.indexer.nudge());
  await sendRedemptionMail(context, done.publicPk, 'paid');
  return stepDone();
}
