import type { ServerModule } from '../../platform/module';
import { registerCommunicationRoutes } from './communication-routes';

/** Newsletter sign-ups, giveaways and their terms, announcements and press. */
export const communicationModule: ServerModule = {
  name: 'communication',
  routes(app, context) {
    registerCommunicationRoutes(app, context);
  },
};
