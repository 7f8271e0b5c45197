import type { ServerModule } from '../../platform/module';
import { listenForCatalogueChanges } from './catalogue-changes';
import { registerBrandRoutes } from './routes/brand-routes';
import { registerReleaseRoutes } from './routes/release-routes';
import { registerReleaseStyleRoutes } from './routes/release-style-routes';
import { registerReleaseV3Routes } from './routes/release-v3-routes';

/** Producers, releases, packs and edition NFTs as collectors browse them (spec part 1 §3, §7). */
export const catalogueModule: ServerModule = {
  name: 'catalogue',
  async start(context) {
    await listenForCatalogueChanges(context);
  },
  routes(app, context) {
    registerBrandRoutes(app, context);
    registerReleaseRoutes(app, context);
    registerReleaseV3Routes(app, context);
    registerReleaseStyleRoutes(app, context);
  },
};
