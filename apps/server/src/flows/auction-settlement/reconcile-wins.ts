import type { AppContext } from '../../context';
import { candidatesOf, lockLotForSettlement, lockWin, offerWin, openWins, setLotOutcome, updateWin, winsOfLot, type WinRow } from '../../modules/auctions/public';
import { cartByPk } from '../../modules/cart/public';

/** Cart states that end a cart for good: paid, or nothing held any more. */
const ENDED = new Set(['Expired', 'Cancelled', 'Failed']);

/**
 * Step 3: an offer follows its cart. Completed (the checkout captured the payment and delivered the
 * NFT) → paid, the lot sold. Expired at the deadline or cancelled by the winner → lapsed, and the lot is
 * offered to the next candidate who has not had it yet, at their own amount; with nobody left it is
 * unpaid and stays with the producer. A failed payment before the deadline gets a fresh cart instead.
 * A cart still In Progress at the deadline (a wire on its way) is waited for.
 */
export async function reconcileWins(context: AppContext): Promise<{ paid: number; lapsed: number }> {
  const counts = { paid: 0, lapsed: 0 };
  for (const open of (await openWins(context.db)).filter((win) => win.cartPk !== null)) {
    const cart = await cartByPk(context.db, open.cartPk!);
    if (!cart) continue;
    if (cart.status === 'Completed') {
      const paid = await context.db.transaction(async (tx) => {
        const win = await lockWin(tx, open.publicPk);
        if (!win || win.status !== 'offered' || win.cartPk !== cart.publicPk) return false;
        const now = context.clock.now();
        await updateWin(tx, win.publicPk, { status: 'paid' }, now);
        await setLotOutcome(tx, win.lotPk, 'sold', now);
        return true;
      });
      if (paid) counts.paid += 1;
      continue;
    }
    if (!ENDED.has(cart.status)) continue;
    const now = context.clock.now();
    if (cart.status === 'Failed' && open.paymentDueAt && open.paymentDueAt.getTime() > now.getTime()) {
      await context.db.transaction(async (tx) => {
        const win = await lockWin(tx, open.publicPk);
        if (win?.status === 'offered' && win.cartPk === cart.publicPk) await updateWin(tx, win.publicPk, { cartPk: null }, context.clock.now());
      });
      continue;
    }
    if (await lapseAndOfferNext(context, open, cart.publicPk)) counts.lapsed += 1;
  }
  return counts;
}

async function lapseAndOfferNext(context: AppContext, open: WinRow, cartPk: string): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    // The lot first, as every bid and the decision lock it: one order of locks, no deadlock.
    const lot = await lockLotForSettlement(tx, open.lotPk);
    const win = await lockWin(tx, open.publicPk);
    if (!lot || !win || win.status !== 'offered' || win.cartPk !== cartPk) return false;
    const now = context.clock.now();
    await updateWin(tx, win.publicPk, { status: 'lapsed' }, now);
    const offered = await winsOfLot(tx, lot.publicPk);
    const had = new Set(offered.map((row) => row.userPk));
    const next = (await candidatesOf(tx, lot)).find((candidate) => !had.has(candidate.userPk));
    if (next) await offerWin(tx, lot, next, offered.length + 1, win.editionNftPks, now);
    else await setLotOutcome(tx, lot.publicPk, 'unpaid', now);
    return true;
  });
}
