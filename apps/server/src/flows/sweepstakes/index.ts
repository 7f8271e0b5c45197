import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { onIntentSettled } from '../../modules/payments/public';
import { registerEntryRoutes, registerShuffleRoutes } from '../../modules/sweepstakes/public';
import { registerCaptureRoutes } from './capture-routes';
import { registerEthEntryRoutes } from './eth-entry-routes';
import { startDraws } from './draw-task';
import { settleEntryPayment } from './entry-payments';
import { registerStaffDrawRoutes } from './staff-draw-routes';

export { runDrawPass, DRAW_TASK } from './draw-task';

/** Sweepstakes and shuffles (decisions 360–362): entry and upload calls, card payments, staff reads. */
export function registerSweepstakesFlow(app: App, context: AppContext) {
  registerEntryRoutes(app, context);
  registerShuffleRoutes(app, context);
  registerCaptureRoutes(app, context);
  registerEthEntryRoutes(app, context);
  registerStaffDrawRoutes(app, context);
}

/** Payments of entries are followed as they settle; the draw task runs on the business clock. */
export async function startSweepstakesFlow(context: AppContext): Promise<void> {
  onIntentSettled('sweepstakes', async (intent, settledContext) => {
    await settleEntryPayment(settledContext, intent.referencePk);
  });
  await startDraws(context);
}
