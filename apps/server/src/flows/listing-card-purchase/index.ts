import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import type { WorkflowEngine } from '../../platform/workflows';
import { onIntentSettled, onReferenceCheck } from '../../modules/payments/public';
import { purchaseByPk } from './purchase-rows';
import { registerListingCardRoutes } from './purchase-routes';
import { LISTING_CARD_WORKFLOW } from './purchase-state';
import { listingCardWorkflow } from './purchase-workflow';

export { payCheckoutSession } from './pay-checkout-session';

/** Buying a USD listing by card (decision 340): its routes. */
export function registerListingCardFlow(app: App, context: AppContext) {
  registerListingCardRoutes(app, context);
}

/** Its workflow, woken by every change of a 'listing' payment; an authorization whose purchase ended is voided by the reconciliation. */
export function startListingCardFlow(context: AppContext, workflows: WorkflowEngine): void {
  workflows.define(listingCardWorkflow(context));
  onIntentSettled('listing', (intent) => workflows.poke(LISTING_CARD_WORKFLOW, intent.referencePk));
  onReferenceCheck('listing', async (purchasePk, checkContext) => {
    const row = await purchaseByPk(checkContext.db, purchasePk);
    return row?.status === 'pending' || row?.status === 'processing';
  });
}
