import type { AppContext } from '../../context';
import { startClockTask } from '../../platform/clock-task';
import { mailOutcomes, openPrizeCarts, settleDeposits } from './award-prizes';
import { settlePendingEntries } from './entry-payments';
import { commitOpenedDraws, drawDueDraws } from './run-draws';

export const DRAW_TASK = 'sweepstakes.draws';

/**
 * One pass (decision 360), every step persisted before the next and safe to repeat or run side by side:
 * commitments for packs that opened; payments that moved (a crash between authorization and capture is
 * finished here); draws of closed packs; shuffle deposits captured or released; prize carts; e-mails.
 */
export async function runDrawPass(context: AppContext) {
  const committed = await commitOpenedDraws(context);
  const settled = await settlePendingEntries(context);
  const drawn = await drawDueDraws(context);
  const deposits = await settleDeposits(context);
  const carts = await openPrizeCarts(context);
  const mailed = await mailOutcomes(context);
  return { committed, settled, drawn, deposits, carts, mailed };
}

/** On the business clock like the auction settlement: every minute, every 5 s, after every clock advance (and so after a restart). */
export async function startDraws(context: AppContext, everyMs = 5_000): Promise<void> {
  await startClockTask(context, {
    name: DRAW_TASK,
    everyMs,
    failure: 'draw pass failed',
    run: async () => {
      const summary = await runDrawPass(context);
      if (Object.values(summary).some((count) => count > 0)) context.log.info(summary, 'draw pass');
    },
  });
}
