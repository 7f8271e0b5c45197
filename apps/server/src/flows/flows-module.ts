import { jobsOf } from '../platform/jobs';
import { workflowsOf } from '../platform/workflows';
import type { ServerModule } from '../platform/module';
import { chainOf } from '../modules/chain/public';
import { walletApprovalProjection } from '../modules/wallets/public';
import {
  checkoutResolvers,
  checkoutTypeDefs,
  checkoutWorkflow,
  pokeCheckout,
  registerCardRoutes,
  registerCartRoutes,
  registerEthRoutes,
  registerPayRoutes,
  registerWireRoutes,
} from './checkout/index';
import { ethPaymentProjection, onIntentSettled, onReferenceCheck } from '../modules/payments/public';
import { cartByPk } from '../modules/cart/public';
import { listingProjection, ownershipProjection } from './chain-projections/index';
import { CUSTODY_TRANSFER_QUEUE, registerTransferRoutes, resumeStalledTransfers, runCustodialTransfer } from './custodial-transfer/index';
import { registerRedemptionFlow, startRedemptionFlow } from './redemption/index';
import { startAuctionSettlement } from './auction-settlement/index';
import { registerSweepstakesFlow, startSweepstakesFlow } from './sweepstakes/index';
import { GIFT_TRANSFER_QUEUE, registerGiftTransferRoutes, resumeStalledGiftTransfers, runGiftTransfer } from './gift-transfer/index';
import { packMintWorkflow, registerPackMintRoutes } from './pack-mint/index';
import { registerListingCardFlow, startListingCardFlow } from './listing-card-purchase/index';

/**
 * Wires the cross-domain flows: their routes, and what runs in the background once every module has
 * started: the indexer's projections (then the indexer itself) and the custodial transfer job with its
 * sweeper. A flow owns its routes and jobs; domains never import a flow (decision 200).
 */
export const flowsModule: ServerModule = {
  name: 'flows',
  routes(app, context) {
    registerTransferRoutes(app, context);
    registerCartRoutes(app, context);
    registerPayRoutes(app, context);
    registerCardRoutes(app, context);
    registerWireRoutes(app, context);
    registerEthRoutes(app, context);
    registerRedemptionFlow(app, context);
    registerSweepstakesFlow(app, context);
    registerGiftTransferRoutes(app, context);
    registerPackMintRoutes(app, context);
    registerListingCardFlow(app, context);
  },
  graphql: { typeDefs: checkoutTypeDefs, resolvers: checkoutResolvers },
  async start(context) {
    // The money flows' workflows run whether or not the chain is up (a delivery waits for it).
    const workflows = await workflowsOf(context);
    workflows.define(checkoutWorkflow(context));
    workflows.define(packMintWorkflow(context));
    await startRedemptionFlow(context, workflows);
    startListingCardFlow(context, workflows);
    await workflows.listen();
    await startAuctionSettlement(context);
    await startSweepstakesFlow(context);
    onIntentSettled('checkout', (intent, settledContext) => pokeCheckout(settledContext, intent.referencePk));
    // A card authorization cut off before its outcome was recorded is voided once its cart is closed.
    onReferenceCheck('checkout', async (cartPk, checkContext) => {
      const cart = await cartByPk(checkContext.db, cartPk);
      return cart?.status === 'Initiated' || cart?.status === 'In Progress';
    });

    const live = chainOf(context).live;
    if (!live) return;
    live.indexer.use(ownershipProjection());
    live.indexer.use(walletApprovalProjection(context, live));
    live.indexer.use(listingProjection());
    if (live.network.addresses.paymentReceiver) live.indexer.use(ethPaymentProjection(context, live));
    await live.indexer.start();

    const jobs = await jobsOf(context);
    await jobs.process<{ requestPk: string }>(CUSTODY_TRANSFER_QUEUE, (data) => runCustodialTransfer(context, data.requestPk), {
      retryLimit: 6,
      retryDelaySeconds: 5,
      pollingIntervalSeconds: 1,
    });
    await jobs.schedule('custody.transfer.resume', '* * * * *', async () => {
      const resumed = await resumeStalledTransfers(context, (requestPk) => jobs.send(CUSTODY_TRANSFER_QUEUE, { requestPk }));
      if (resumed > 0) context.log.info({ resumed }, 'custodial transfers queued again');
    });
    await jobs.process<{ transferPk: string }>(GIFT_TRANSFER_QUEUE, (data) => runGiftTransfer(context, data.transferPk), { retryLimit: 6, retryDelaySeconds: 5, pollingIntervalSeconds: 1 });
    await jobs.schedule('gift.transfer.resume', '* * * * *', async () => {
      const resumed = await resumeStalledGiftTransfers(context, (transferPk) => jobs.send(GIFT_TRANSFER_QUEUE, { transferPk }));
      if (resumed > 0) context.log.info({ resumed }, 'gift transfers queued again');
    });
  },
};
