import { eq } from 'drizzle-orm';
import { editionHistory, editionNfts } from '@caskmark/db';
import type { AppContext } from '../../context';
import { cartByPk, completeCartInTransaction, presentCart, publishCartEvents } from '../../modules/cart/public';
import { sendReceipt } from './checkout-mail';
import { stepDone, stepFail, type StepContext, type StepOutcome } from '../../platform/workflows';
import type { CheckoutState } from './checkout-state';

/**
 * Step 5, in one transaction: the editions belong to the buyer, the holds end as sold, the cart is
 * Completed with what was paid and where it went, and each edition's history gains its 'Primary
 * Market Sale' ('Claim' for an airdrop). Then the receipt e-mail (once) and the live event.
 */
export async function complete(context: AppContext, step: StepContext<CheckoutState>): Promise<StepOutcome> {
  const { cartPk, userPk } = step.state;
  const before = await cartByPk(context.db, cartPk);
  if (!before) return stepFail('The checkout no longer exists.');
  const view = await presentCart(context.db, before);
  const now = context.clock.now();
  const address = step.state.destinationAddress ?? null;
  if (before.status === 'In Progress') {
    const events = await context.db.transaction(async (tx) => {
      for (const line of view.lineItems) {
        await tx
          .update(editionNfts)
          .set({ status: 'owned', ownerPk: userPk, ownerAddress: address, isInManagedWallet: step.state.destinationIsManaged ?? false, soldAt: now })
          .where(eq(editionNfts.publicPk, line.editionNftPublicPk));
      }
      await tx
        .insert(editionHistory)
        .values(
          view.lineItems.map((line) => ({
            editionNftPk: line.editionNftPublicPk,
            releasePk: view.releasePublicPk,
            transferType: view.releaseStyle === 'airdrop' ? ('Claim' as const) : ('Primary Market Sale' as const),
            fromIsBrand: 1,
            toUserPk: userPk,
            toAddress: address,
            sellingPriceCents: Math.round(line.amount * 100),
            primaryItemsTotal: view.lineItems.length,
            transactionHash: step.state.mintHash ?? null,
            sourceKey: `checkout:${cartPk}:${line.editionNftPublicPk}`,
            createdAt: now,
          })),
        )
        .onConflictDoNothing();
      const done = await completeCartInTransaction(tx, cartPk, now, {
        amountPaidCents: step.state.amountPaidCents ?? Math.round(view.amount * 100),
        deliveryAddress: address,
        deliveryWalletPk: step.state.destinationWalletPk ?? null,
        deliveryTransactionHash: step.state.mintHash ?? null,
      });
      if (!done) throw new Error(`Cart ${cartPk} left In Progress while completing`);
      return done.events;
    });
    await publishCartEvents(context, events);
  } else if (before.status !== 'Completed') {
    return stepFail('The checkout is no longer in progress.');
  }
  await sendReceipt(context, cartPk);
  return stepDone();
}

