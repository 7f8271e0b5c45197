import type { ServerModule } from '../../platform/module';
import { authScope } from '../identity/public';
import { registerWalletRoutes } from './routes/wallet-routes';
import { registerWalletSignInRoutes } from './routes/wallet-sign-in-routes';
import { walletResolvers, walletTypeDefs } from './wallet-graphql';

/** Wallets people connect (signed challenge, approval read from the chain) and wallet sign-in. */
export const walletsModule: ServerModule = {
  name: 'wallets',
  async routes(app, context) {
    registerWalletRoutes(app, context);
    // Under /api/auth like every identity operation, with the same error shapes and no caching.
    await authScope(app, (scope) => registerWalletSignInRoutes(scope, context));
  },
  graphql: { typeDefs: walletTypeDefs, resolvers: walletResolvers },
};
