import type { ServerModule } from '../../platform/module';
import { startCartExpiry } from './cart-expiry';

/**
 * Checkout carts and their holds (decision 170). The routes and live operations that use them cross
 * domains and live with the flow (src/flows/checkout); the cart's own background work is expiry.
 */
export const cartModule: ServerModule = {
  name: 'cart',
  async start(context) {
    await startCartExpiry(context);
  },
};
