import type { AppContext } from '../../context';
import { jobsOf } from '../../platform/jobs';
import type { App } from '../../platform/module';
import type { WorkflowEngine } from '../../platform/workflows';
import { onIntentSettled } from '../../modules/payments/public';
import { registerCaptureRedeemRoute } from './capture-redeem-route';
import { registerEthFeeRoutes } from './eth-fee-routes';
import { settleDeliveries } from './fulfilment';
import { registerFulfilmentRoutes } from './fulfilment-routes';
import { registerRedeemRoutes } from './redeem-routes';
import { REDEMPTION_WORKFLOW } from './redemption-state';
import { redemptionWorkflow } from './redemption-workflow';
import { registerTrackingRoute } from './tracking-route';

export const DELIVERY_TASK = 'redemption.deliveries';

/** The redemption flow's routes (collector, card and ETH payment, staff, tracking). */
export function registerRedemptionFlow(app: App, context: AppContext) {
  registerRedeemRoutes(app, context);
  registerCaptureRedeemRoute(app, context);
  registerEthFeeRoutes(app, context);
  registerFulfilmentRoutes(app, context);
  registerTrackingRoute(app, context);
}

/**
 * Its background work: the redemption workflow (woken by every change of a 'redeem' payment) and the
 * delivery task — every minute, and right after each advance of the business clock — which asks the
 * carrier about shipped parcels.
 */
export async function startRedemptionFlow(context: AppContext, workflows: WorkflowEngine): Promise<void> {
  workflows.define(redemptionWorkflow(context));
  onIntentSettled('redeem', (intent) => workflows.poke(REDEMPTION_WORKFLOW, intent.referencePk));
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = running.then(() =>
      settleDeliveries(context)
        .then((settled) => {
          if (settled > 0) context.log.info({ settled }, 'redemptions delivered');
        })
        .catch((error) => context.log.warn({ err: error }, 'redemption delivery check failed')),
    );
    return running;
  };
  if (context.config.carrierMode === 'off') return;
  await (await jobsOf(context)).schedule(DELIVERY_TASK, '* * * * *', pass);
  const stop = context.clock.onAdvance(() => pass());
  context.disposers.push(stop);
}
