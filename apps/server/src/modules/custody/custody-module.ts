import type { ServerModule } from '../../platform/module';
import { chainOf } from '../chain/public';
import { custodyResolvers, custodyTypeDefs } from './custody-graphql';
import { kekOf } from './managed-wallets';
import { registerCustodialNftRoutes } from './routes/custodial-nft-routes';

/**
 * Managed (custodial) wallets: keys created by the server and sealed under the KEK, and the transfer
 * requests' rows (the flow that moves editions out of custody, with its routes, lives in
 * src/flows/custodial-transfer).
 */
export const custodyModule: ServerModule = {
  name: 'custody',
  start(context) {
    if (!chainOf(context).live) return;
    const kek = kekOf(context);
    if (kek.source === 'file') {
      context.log.warn({ file: kek.file }, 'CUSTODY_KEK is not set: managed wallet keys are sealed with a key generated under DATA_DIR. Set CUSTODY_KEK (32 random bytes, base64) for any real deployment.');
    }
  },
  routes(app, context) {
    registerCustodialNftRoutes(app, context);
  },
  graphql: { typeDefs: custodyTypeDefs, resolvers: custodyResolvers },
};
