import type { ServerModule } from '../../platform/module';
import { registerMediaRoutes } from './media-routes';

/** Generated artwork for the demo catalogue (docs/decisions/030-generated-svg-media.md). */
export const mediaModule: ServerModule = {
  name: 'media',
  routes(app) {
    registerMediaRoutes(app);
  },
};
