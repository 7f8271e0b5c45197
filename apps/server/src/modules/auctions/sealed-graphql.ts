import type { IResolvers } from 'mercurius';
import { CreateSealedBidSchema } from '@caskmark/shared/api/auctions';
import { auctionTopic } from './auction-topics';
import { graphqlViewer, invalid, refusal, requireGraphqlUser, subscribeToPack, UUID, type GraphqlContext } from './graphql-support';
import { placeSealedBid, sealedBidsOf } from './sealed-bids';
import { joinSealedAuction } from './sealed-paddles';

/** Sealed auction operations on /graphql (spec part 1 §7). Amounts never leave the server but to their bidder (decision 253). */
export const sealedTypeDefs = /* GraphQL */ `
  "A sealed bid (spec part 1 §3): bidInUsd, publicPk and updatedAt only on the viewer's own bid (and the winner's amount after the close). paddlePosition is the rank, given for the top five."
  type SealedAuctionBid {
    publicPk: ID
    releasePackPublicPk: ID
    editionNftPublicPk: ID
    paddleNumber: Int
    paddlePosition: Int
    editionNumber: Int
    updatedAt: String
    bidInUsd: Float
    nonFieldErrors: [String!]!
  }
  "A paddle (spec part 1 §3 'Sealed lobby')."
  type SealedAuctionLobby {
    publicPk: ID
    paddleNumber: Int
    isActive: Boolean
    releasePackPublicPk: ID
    nonFieldErrors: [String!]!
  }
  extend type Mutation {
    "A sealed bid (or a raise of the caller's own) with the caller's paddle. Needs a valid id token."
    createSealedAuctionBid(releasePack: ID!, editionNft: ID, bidInUsd: Float!, bidInEth: Float, currency: String, fundCheckType: String, fundCheckValue: String): SealedAuctionBid!
    "Join a sealed auction: the caller's paddle for the pack (the same one when joined before)."
    createSealedAuctionLobby(releasePack: ID!): SealedAuctionLobby!
  }
  extend type Query {
    "The top five paddles of each lot of the pack, amounts hidden (the viewer's own bid shown)."
    getSealedAuctionBids(releasePackPublicPk: ID!, editionNftPublicPk: ID): [SealedAuctionBid!]!
  }
  extend type Subscription {
    sealedAuctionBidCreated(releasePackPublicPk: ID!): SealedAuctionBid!
    sealedAuctionLobbyCreated(releasePackPublicPk: ID!): SealedAuctionLobby!
  }
`;

export const sealedResolvers: IResolvers = {
  Mutation: {
    createSealedAuctionBid: async (_root: unknown, args: Record<string, unknown>, ctx: GraphqlContext) => {
      const { userPk, context } = await requireGraphqlUser(ctx);
      const input = CreateSealedBidSchema.safeParse({ ...args, currency: args.currency ?? undefined });
      if (!input.success) return { nonFieldErrors: invalid(input.error) };
      try {
        return { ...(await placeSealedBid(context, userPk, input.data)), nonFieldErrors: [] };
      } catch (error) {
        return { nonFieldErrors: refusal(error) };
      }
    },
    createSealedAuctionLobby: async (_root: unknown, args: { releasePack: string }, ctx: GraphqlContext) => {
      const { userPk, context } = await requireGraphqlUser(ctx);
      if (!UUID.test(args.releasePack)) return { nonFieldErrors: ['releasePack: Invalid UUID'] };
      try {
        return { ...(await joinSealedAuction(context, userPk, args.releasePack)).paddle, nonFieldErrors: [] };
      } catch (error) {
        return { nonFieldErrors: refusal(error) };
      }
    },
  },
  Query: {
    getSealedAuctionBids: async (_root: unknown, args: { releasePackPublicPk: string; editionNftPublicPk?: string | null }, ctx: GraphqlContext) => {
      if (!UUID.test(args.releasePackPublicPk) || (args.editionNftPublicPk && !UUID.test(args.editionNftPublicPk))) throw new Error('invalid: keys must be UUIDs');
      try {
        const bids = await sealedBidsOf(ctx.context!, args.releasePackPublicPk, await graphqlViewer(ctx), args.editionNftPublicPk);
        return bids.map((bid) => ({ ...bid, nonFieldErrors: [] }));
      } catch (error) {
        refusal(error);
        return [];
      }
    },
  },
  Subscription: {
    sealedAuctionBidCreated: subscribeToPack((packPk) => auctionTopic('sealedAuctionBidCreated', packPk)),
    sealedAuctionLobbyCreated: subscribeToPack((packPk) => auctionTopic('sealedAuctionLobbyCreated', packPk)),
  },
};
