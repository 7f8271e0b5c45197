import type { IResolvers } from 'mercurius';
import { CreateAuctionBidSchema } from '@caskmark/shared/api/auctions';
import { dollarsToCents } from '@caskmark/shared/money/cents';
import { auctionTopic } from './auction-topics';
import { placeAuctionBid } from './english-bids';
import { auctionBidsOf } from './english-reads';
import { invalid, refusal, requireGraphqlUser, subscribeToPack, UUID, type GraphqlContext } from './graphql-support';

/** English auction operations on /graphql (spec part 1 §7): a quick bid, the lot's ladder, the live step. */
export const englishTypeDefs = /* GraphQL */ `
  "A price step of an English lot (spec part 1 §3 'Auction bid'); on the mutation, also where the lot stands. On refusal only nonFieldErrors is set."
  type AuctionBid {
    publicPk: ID
    bidInUsd: Float
    bidInEth: Float
    releasePackPublicPk: ID
    editionNftPublicPk: ID
    handler: String
    isMaxBid: Boolean
    "The lowest bid accepted after this one"
    nextBidAmount: Float
    editionNumber: Int
    createdAt: String
    "The lot's close after soft-close extensions"
    lotCloseDate: String
    isBundle: Boolean
    isHighestBidder: Boolean
    currentBidInUsd: Float
    nonFieldErrors: [String!]!
  }
  extend type Mutation {
    "A quick bid (the next increment) on an English lot; funds are checked on the server. Needs a valid id token."
    createAuctionBid(releasePack: ID!, editionNft: ID, bidInUsd: Float!, bidInEth: Float, currency: String, fundCheckType: String, fundCheckValue: String): AuctionBid!
  }
  extend type Query {
    "The ladder of an English lot (or of every lot of the pack), newest step first; 10 steps unless limit says (at most 100)."
    getAuctionBids(releasePackPublicPk: ID!, editionNftPublicPk: ID, limit: Int): [AuctionBid!]!
  }
  extend type Subscription {
    auctionBidCreated(releasePackPublicPk: ID!): AuctionBid!
  }
`;

export const englishResolvers: IResolvers = {
  Mutation: {
    createAuctionBid: async (_root: unknown, args: Record<string, unknown>, ctx: GraphqlContext) => {
      const { userPk, context } = await requireGraphqlUser(ctx);
      const input = CreateAuctionBidSchema.safeParse({ ...args, currency: args.currency ?? undefined });
      if (!input.success) return { nonFieldErrors: invalid(input.error) };
      try {
        const placed = await placeAuctionBid(context, userPk, {
          packPk: input.data.releasePack,
          editionNftPk: input.data.editionNft,
          kind: 'quick',
          amountCents: dollarsToCents(input.data.bidInUsd),
          currency: input.data.currency,
          field: 'bidInUsd',
        });
        return placed.result;
      } catch (error) {
        return { nonFieldErrors: refusal(error) };
      }
    },
  },
  Query: {
    getAuctionBids: async (_root: unknown, args: { releasePackPublicPk: string; editionNftPublicPk?: string | null; limit?: number | null }, ctx: GraphqlContext) => {
      if (!UUID.test(args.releasePackPublicPk) || (args.editionNftPublicPk && !UUID.test(args.editionNftPublicPk))) throw new Error('invalid: keys must be UUIDs');
      // Without a limit the cost rule assumes 10 items; the answer keeps to what was paid for.
      const limit = Math.min(Math.max(args.limit ?? 10, 1), 100);
      try {
        return (await auctionBidsOf(ctx.context!, args.releasePackPublicPk, args.editionNftPublicPk, limit)).map((bid) => ({ ...bid, nonFieldErrors: [] }));
      } catch (error) {
        refusal(error);
        return [];
      }
    },
  },
  Subscription: {
    auctionBidCreated: subscribeToPack((packPk) => auctionTopic('auctionBidCreated', packPk)),
  },
};
