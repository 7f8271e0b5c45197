import type { AppContext } from '../../context';
import { lockWin, openWins, setLotOutcome, updateWin } from '../../modules/auctions/public';
import { openAwardCart } from '../../modules/cart/public';

/**
 * Step 2: an offered win gets its cart — the unit held for the winner at the winning amount until the
 * payment deadline — in the same transaction that records it on the win, so a crash leaves either both
 * or neither. A winner whose own cart is open waits for it to end; a unit that is somehow no longer
 * free (it never should be) ends the offer and the lot goes back to the producer.
 */
export async function openAwardCarts(context: AppContext): Promise<number> {
  let opened = 0;
  for (const open of (await openWins(context.db)).filter((win) => win.cartPk === null)) {
    const result = await context.db.transaction(async (tx) => {
      const win = await lockWin(tx, open.publicPk);
      const now = context.clock.now();
      if (!win || win.status !== 'offered' || win.cartPk !== null || !win.paymentDueAt) return null;
      if (win.paymentDueAt.getTime() <= now.getTime()) {
        // The deadline passed while the winner's own cart kept the award waiting.
        await updateWin(tx, win.publicPk, { status: 'lapsed' }, now);
        return 'lapsed' as const;
      }
      const award = await openAwardCart(tx, {
        userPk: win.userPk,
        releasePackPk: win.releasePackPk,
        editionNftPks: win.editionNftPks,
        amountCents: win.amountCents,
        validUntil: win.paymentDueAt,
        now,
      });
      if ('busy' in award) return null;
      if ('unavailable' in award) {
        context.log.warn({ win: win.publicPk }, 'auction win: the unit is no longer free; the lot goes back to the producer');
        await updateWin(tx, win.publicPk, { status: 'lapsed' }, now);
        await setLotOutcome(tx, win.lotPk, 'unpaid', now);
        return null;
      }
      await updateWin(tx, win.publicPk, { cartPk: award.cart.publicPk }, now);
      return 'opened' as const;
    });
    if (result === 'opened') opened += 1;
  }
  return opened;
}
