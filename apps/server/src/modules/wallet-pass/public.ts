import type { ServerModule } from '../../platform/module';
import { registerWalletPassRoutes } from './wallet-pass-routes';

/** The wallet pass: a signed proof of ownership turned into a PDF pass with a QR code (decision 348). */
export const walletPassModule: ServerModule = {
  name: 'wallet-pass',
  routes(app, context) {
    registerWalletPassRoutes(app, context);
  },
};
