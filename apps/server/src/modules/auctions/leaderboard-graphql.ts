import type { IResolvers } from 'mercurius';
import { CreateLeaderboardBidSchema } from '@caskmark/shared/api/auctions';
import { auctionTopic } from './auction-topics';
import { graphqlViewer, invalid, refusal, requireGraphqlUser, subscribeToPack, UUID, type GraphqlContext } from './graphql-support';
import { leaderboardBidsOf, placeLeaderboardBid } from './leaderboard-bids';

/** Leaderboard operations on /graphql (spec part 1 §7); a bid event refreshes the pack's watchers. */
export const leaderboardTypeDefs = /* GraphQL */ `
  "A leaderboard bid (spec part 1 §3) with its rank; funding fields only on the caller's own bids. On refusal only nonFieldErrors is set."
  type LeaderboardBid {
    publicPk: ID
    bidInUsd: Float
    bidInEth: Float
    releasePack: ID
    editionNft: ID
    "The lowest bid that enters the winning places now"
    nextBidAmount: Float
    fundCheckType: String
    fundCheckValue: String
    handler: String
    createdAt: String
    rank: Int
    isWinning: Boolean
    isManual: Boolean
    nonFieldErrors: [String!]!
  }
  extend type Mutation {
    "A quick (next amount) or manual (final hour) leaderboard bid; replaces the caller's previous one. Needs a valid id token."
    createLeaderboardBid(releasePack: ID!, bidInUsd: Float!, bidInEth: Float, currency: String, fundCheckType: String, fundCheckValue: String, isManual: Boolean): LeaderboardBid!
  }
  extend type Query {
    "The current bids of a leaderboard pack, best first; 10 unless limit says (at most 100)."
    getLeaderboardBids(releasePackPublicPk: ID!, limit: Int): [LeaderboardBid!]!
  }
  extend type Subscription {
    leaderboardBidCreated(releasePackPublicPk: ID!): LeaderboardBid!
  }
`;

export const leaderboardResolvers: IResolvers = {
  Mutation: {
    createLeaderboardBid: async (_root: unknown, args: Record<string, unknown>, ctx: GraphqlContext) => {
      const { userPk, context } = await requireGraphqlUser(ctx);
      const input = CreateLeaderboardBidSchema.safeParse({ ...args, currency: args.currency ?? undefined, isManual: args.isManual ?? undefined });
      if (!input.success) return { nonFieldErrors: invalid(input.error) };
      try {
        return { ...(await placeLeaderboardBid(context, userPk, input.data)), nonFieldErrors: [] };
      } catch (error) {
        return { nonFieldErrors: refusal(error) };
      }
    },
  },
  Query: {
    getLeaderboardBids: async (_root: unknown, args: { releasePackPublicPk: string; limit?: number | null }, ctx: GraphqlContext) => {
      if (!UUID.test(args.releasePackPublicPk)) throw new Error('invalid: releasePackPublicPk must be a UUID');
      const limit = Math.min(Math.max(args.limit ?? 10, 1), 100);
      try {
        const bids = await leaderboardBidsOf(ctx.context!, args.releasePackPublicPk, await graphqlViewer(ctx), limit);
        return bids.map((bid) => ({ ...bid, nonFieldErrors: [] }));
      } catch (error) {
        refusal(error);
        return [];
      }
    },
  },
  Subscription: {
    leaderboardBidCreated: subscribeToPack((packPk) => auctionTopic('leaderboardBidCreated', packPk)),
  },
};
