import type { ServerModule } from '../../platform/module';
import { registerConsoleRoutes } from './console-routes';

export const consoleModule: ServerModule = {
  name: 'console',
  routes(app, context) {
    registerConsoleRoutes(app, context);
  },
};
