import type { ServerModule } from '../../platform/module';
import { registerConversionRoutes } from './conversion-routes';

/** Marketing conversions reported with consent (decision 347). */
export const marketingModule: ServerModule = {
  name: 'marketing',
  routes(app, context) {
    registerConversionRoutes(app, context);
  },
};
