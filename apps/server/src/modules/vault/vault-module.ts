import type { ServerModule } from '../../platform/module';
import { registerVaultRoutes } from './routes/vault-routes';

/** The vault: a collector's editions as the chain index says they hold them, and the drawer's figures. */
export const vaultModule: ServerModule = {
  name: 'vault',
  routes(app, context) {
    registerVaultRoutes(app, context);
  },
};
