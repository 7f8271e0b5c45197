import { flowsModule } from '../flows/flows-module';
import type { ServerModule } from '../platform/module';
import { accountsModule } from './accounts/public';
import { auctionsModule } from './auctions/public';
import { cartModule } from './cart/public';
import { catalogueModule } from './catalogue/index';
import { chainModule } from './chain/public';
import { communicationModule } from './communication/index';
import { custodyModule } from './custody/public';
import { giftsModule } from './gifts/public';
import { offersModule } from './offers/public';
import { votingModule } from './voting/public';
import { artworksModule } from './artworks/public';
import { marketingModule } from './marketing/public';
import { walletPassModule } from './wallet-pass/public';
import { devModule } from './dev/dev-routes';
import { marketplaceModule } from './marketplace/index';
import { mediaModule } from './media/index';
import { identityModule } from './identity/public';
import { mailModule } from './mail/public';
import { staffModule } from './staff/public';
import { consoleModule } from './console/public';
import { utilityModule } from './utility/utility-routes';
import { vaultModule } from './vault/public';
import { walletsModule } from './wallets/public';
import { paymentsModule } from './payments/public';
import { payoutsModule } from './payouts/public';
import { pspSandboxModule } from './psp-sandbox/public';

/** Every domain of the server, in registration order. */
export const modules: ServerModule[] = [
  utilityModule,
  devModule,
  chainModule,
  catalogueModule,
  mailModule,
  identityModule,
  accountsModule,
  walletsModule,
  custodyModule,
  giftsModule,
  votingModule,
  artworksModule,
  marketingModule,
  walletPassModule,
  marketplaceModule,
  offersModule,
  vaultModule,
  mediaModule,
  communicationModule,
  staffModule,
  consoleModule,
  cartModule,
  pspSandboxModule,
  paymentsModule,
  payoutsModule,
  auctionsModule,
  // Last: starts the indexer and background jobs once every module is ready.
  flowsModule,
];
