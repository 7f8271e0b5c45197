import type { ServerModule } from '../../platform/module';
import { englishResolvers, englishTypeDefs } from './english-graphql';
import { leaderboardResolvers, leaderboardTypeDefs } from './leaderboard-graphql';
import { sealedResolvers, sealedTypeDefs } from './sealed-graphql';
import { registerSealedRoutes } from './routes/sealed-routes';
import { mergeResolvers } from './graphql-support';
import { registerMaxBidRoutes } from './routes/max-bid-routes';
import { registerProofOfFundsRoutes } from './routes/proof-of-funds-routes';
import { registerStaffProofOfFundsRoutes } from './routes/staff-proof-of-funds-routes';

/**
 * Auctions (issue 12): English lots with quick and max bids, leaderboards, sealed auctions with paddles,
 * and proofs of funds (decisions 250–254). Settlement at the close crosses into the cart and lives in
 * src/flows/auction-settlement.
 */
export const auctionsModule: ServerModule = {
  name: 'auctions',
  routes(app, context) {
    registerMaxBidRoutes(app, context);
    registerSealedRoutes(app, context);
    registerProofOfFundsRoutes(app, context);
    registerStaffProofOfFundsRoutes(app, context);
  },
  graphql: { typeDefs: [englishTypeDefs, leaderboardTypeDefs, sealedTypeDefs].join('\n'), resolvers: mergeResolvers(englishResolvers, leaderboardResolvers, sealedResolvers) },
};
