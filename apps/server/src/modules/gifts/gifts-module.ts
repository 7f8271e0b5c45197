import type { ServerModule } from '../../platform/module';
import { registerGiftRoutes } from './routes/gift-routes';

/** Gifts by e-mail: the gift rows, their lock on the edition and the account calls (decision 345). */
export const giftsModule: ServerModule = {
  name: 'gifts',
  routes(app, context) {
    registerGiftRoutes(app, context);
  },
};
