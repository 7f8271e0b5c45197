import type { ServerModule } from '../../platform/module';
import { jobsOf } from '../../platform/jobs';
import { intentByPk } from './intents';
import { registerDevGiftCardRoutes } from './routes/dev-gift-card-routes';
import { registerFiatRoutes } from './routes/fiat-routes';
import { registerGiftCardRoutes } from './routes/gift-card-routes';
import { registerInstrumentRoutes } from './routes/instrument-routes';
import { registerNotificationRoutes } from './routes/notification-routes';
import { registerStaffWireRoutes } from './routes/staff-wire-routes';
import { registerStaffRefundRoutes } from './routes/staff-refund-routes';
import { registerStaffGiftCardRoutes } from './routes/staff-gift-card-routes';
import { startRefundResume } from './refund-resume';
import { SETTLED_QUEUE, settledHandlersOf } from './settled-handlers';
import { startEthRail } from './eth-quote-lapse';
import { startCardReconcile } from './card-reconcile';

/**
 * The one way to take money (decision 170): payment intents and their ledger, the rails as adapters,
 * saved cards, gift cards, wire proofs, ETH quotes; the calls that need no order; the settled-intent job
 * that tells the flows; the ETH rail's quote lapse and returns; the reconciliation of card intents stuck before an outcome.
 */
export const paymentsModule: ServerModule = {
  name: 'payments',
  async start(context) {
    const jobs = await jobsOf(context);
    await jobs.process<{ intentPk: string }>(
      SETTLED_QUEUE,
      async (data) => {
        const intent = await intentByPk(context, data.intentPk);
        if (!intent) return;
        for (const handler of settledHandlersOf(intent.purpose)) await handler(intent, context);
      },
      { retryLimit: 5, retryDelaySeconds: 2, pollingIntervalSeconds: 1 },
    );
    await startEthRail(context);
    await startCardReconcile(context);
    await startRefundResume(context);
  },
  async routes(app, context) {
    registerFiatRoutes(app, context);
    registerInstrumentRoutes(app, context);
    registerGiftCardRoutes(app, context);
    if (context.config.devRoutes) registerDevGiftCardRoutes(app, context);
    registerStaffWireRoutes(app, context);
    registerStaffRefundRoutes(app, context);
    registerStaffGiftCardRoutes(app, context);
    await registerNotificationRoutes(app, context);
  },
};
