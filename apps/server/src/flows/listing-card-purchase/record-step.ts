import { eq } from 'drizzle-orm';
import { listings, payouts } from '@caskmark/db';
import type { AppContext } from '../../context';
import { stepDone, stepFail, type StepContext, type StepOutcome } from '../../platform/workflows';
import { splitCardSale } from './payout-split';
import { movePurchase, purchaseByPk, unlockEditions } from './purchase-rows';
import type { ListingCardState } from './purchase-state';

/**
 * Step 5, once the NFTs are the buyer's on chain: in one transaction the seller's payout row (once per
 * purchase: a unique key), the purchase completed, the listing sold (the projection agrees when it
 * reads SettledByCard) and the hold released. Only writes rows, so it is retried rather than failing.
 */
export async function recordSale(context: AppContext, step: StepContext<ListingCardState>): Promise<StepOutcome> {
  const purchase = await purchaseByPk(context.db, step.state.purchasePk);
  if (!purchase) return stepFail('The purchase is gone.');
  if (purchase.status === 'completed') return stepDone();
  const [listing] = await context.db.select().from(listings).where(eq(listings.publicPk, purchase.listingPk));
  const split = splitCardSale(purchase.amountCents, step.state.feeBps ?? 1_000, step.state.royaltyBps ?? 0);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    await tx
      .insert(payouts)
      .values({
        purchasePk: purchase.publicPk,
        listingPk: purchase.listingPk,
        sellerPk: purchase.sellerPk,
        payoutAddress: listing?.payoutAddress ?? listing?.sellerAddress ?? null,
        ...split,
        feeBps: step.state.feeBps ?? 1_000,
        royaltyBps: step.state.royaltyBps ?? 0,
        createdAt: now,
      })
      .onConflictDoNothing({ target: payouts.purchasePk });
    await movePurchase(tx, purchase.publicPk, ['processing'], { status: 'completed', completedAt: now, updatedAt: now });
    await tx.update(listings).set({ status: 'sold' }).where(eq(listings.publicPk, purchase.listingPk));
    await unlockEditions(tx, step.state.editionNftPks);
  });
  return stepDone();
}
