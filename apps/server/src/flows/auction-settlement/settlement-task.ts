import type { AppContext } from '../../context';
import { startClockTask } from '../../platform/clock-task';
import { openAwardCarts } from './award-carts';
import { decideDueLots } from './decide-lots';
import { mailOffers } from './offer-mail';
import { reconcileWins } from './reconcile-wins';

export const AUCTION_SETTLEMENT_TASK = 'auctions.lots.settle';

export interface SettlementPass {
  decided: number;
  cartsOpened: number;
  paid: number;
  lapsed: number;
  mailed: number;
}

/**
 * One pass of the settlement (decision 254), each step persisted before the next acts and safe to run
 * again or side by side (every change re-checks its row under its lock): decide due lots, the
 * carts follow (paid / lapsed → next bidder), open the offers' carts, mail new offers: a lapse's next
 * offer gets its cart in the same pass.
 */
export async function runSettlementPass(context: AppContext): Promise<SettlementPass> {
  const decided = await decideDueLots(context);
  const reconciled = await reconcileWins(context);
  const cartsOpened = await openAwardCarts(context);
  const mailed = await mailOffers(context);
  return { decided, cartsOpened, mailed, ...reconciled };
}

/**
 * Runs on the business clock like the cart expiry: a pg-boss task every minute, a timer every 5 s of
 * wall time, and a pass after every advance of the clock (POST /dev/clock). Passes of one process
 * run one after another; another instance's passes are kept apart by the row locks.
 */
export async function startAuctionSettlement(context: AppContext, everyMs = 5_000): Promise<void> {
  await startClockTask(context, {
    name: AUCTION_SETTLEMENT_TASK,
    everyMs,
    failure: 'auction settlement pass failed',
    run: async () => {
      const summary = await runSettlementPass(context);
      if (Object.values(summary).some((count) => count > 0)) context.log.info(summary, 'auction settlement pass');
    },
  });
}
