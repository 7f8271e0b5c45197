import type { ServerModule } from '../../platform/module';
import { startOfferExpiry } from './offer-expiry';
import { registerOfferRoutes } from './routes/offer-routes';

/** Offers on editions and global offers per release, their answers and their expiry (decisions 333–338). */
export const offersModule: ServerModule = {
  name: 'offers',
  routes(app, context) {
    registerOfferRoutes(app, context);
  },
  async start(context) {
    await startOfferExpiry(context);
  },
};
