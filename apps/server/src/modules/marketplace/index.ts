import type { ServerModule } from '../../platform/module';
import { registerMarketplaceRoutes } from './routes/marketplace-routes';

/** Secondary market reads: listings, the filter panel, the marketplace grid and release stats. */
export const marketplaceModule: ServerModule = {
  name: 'marketplace',
  routes(app, context) {
    registerMarketplaceRoutes(app, context);
  },
};
