import type { AppContext } from '../../context';
import { candidatesOf, dueLots, lockLotForSettlement, markLotSettled, offerWin, unitNftPksOf } from '../../modules/auctions/public';

/**
 * Step 1 at the close: each due lot is decided once, under its row lock (the lock every bid takes, so
 * no bid lands while it is decided): offered to its first candidate, or not sold ('no_bids',
 * 'reserve_not_met') and left with the producer. Re-running it finds the lot settled and does nothing.
 */
export async function decideDueLots(context: AppContext): Promise<number> {
  let decided = 0;
  for (const due of await dueLots(context.db, context.clock.now())) {
    const done = await context.db.transaction(async (tx) => {
      const lot = await lockLotForSettlement(tx, due.publicPk);
      const now = context.clock.now();
      if (!lot || lot.settledAt || lot.closesAt.getTime() > now.getTime()) return false;
      const [first] = await candidatesOf(tx, lot);
      if (!first) {
        await markLotSettled(tx, lot.publicPk, now, lot.bidCount === 0 ? 'no_bids' : 'reserve_not_met');
        return true;
      }
      await offerWin(tx, lot, first, 1, await unitNftPksOf(tx, lot), now);
      await markLotSettled(tx, lot.publicPk, now, null);
      return true;
    });
    if (done) decided += 1;
  }
  return decided;
}
