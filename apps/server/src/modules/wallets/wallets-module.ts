import type { ServerModule } from '../../platform/module';
import { registerWalletRoutes } from './routes/wallet-routes';
import { walletResolvers, walletTypeDefs } from './wallet-graphql';

/** Wallets people connect (signed challenge, approval read from the chain) and wallet sign-in. */
export const walletsModule: ServerModule = {
  name: 'wallets',
  routes(app, context) {
    registerWalletRoutes(app, context);
  },
  graphql: { typeDefs: walletTypeDefs, resolvers: walletResolvers },
};
