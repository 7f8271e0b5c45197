import type { ServerModule } from '../../platform/module';
import { registerListingRoutes } from './routes/listing-routes';
import { registerMarketplaceRoutes } from './routes/marketplace-routes';

/** Secondary market: listing reads and checks, purchase confirmations, the filter panel, the marketplace grid and release stats. */
export const marketplaceModule: ServerModule = {
  name: 'marketplace',
  routes(app, context) {
    registerMarketplaceRoutes(app, context);
    registerListingRoutes(app, context);
  },
};
