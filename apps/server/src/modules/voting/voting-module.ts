import type { ServerModule } from '../../platform/module';
import { registerVotingRoutes } from './voting-routes';

/** Release votes by NFT owners (decision 346). */
export const votingModule: ServerModule = {
  name: 'voting',
  routes(app, context) {
    registerVotingRoutes(app, context);
  },
};
