import type { FastifyRequest } from 'fastify';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { authenticate } from '../identity/public';
import { approvalTopic } from './approvals';

export const walletTypeDefs = /* GraphQL */ `
  "A wallet's approval of the marketplace contract changed on chain."
  type WalletApproval {
    publicPk: ID!
    address: String!
    isApproved: Boolean!
    "'Wallet approval confirmed!' when approved"
    message: String
  }
  extend type Subscription {
    "The caller's wallets as the chain approves or revokes the marketplace. Needs a valid id token."
    walletApprovalChanged: WalletApproval!
  }
`;

type GraphqlContext = MercuriusContext & { request?: FastifyRequest };

export const walletResolvers: IResolvers = {
  Subscription: {
    walletApprovalChanged: {
      subscribe: async (_root: unknown, _args: unknown, ctx: GraphqlContext) => {
        const principal = await authenticate(ctx.reply.request);
        if (!principal) throw new Error('not_authenticated: send { authorization: "Bearer <idToken>" } in connection_init');
        return ctx.pubsub.subscribe(approvalTopic(principal.userPk));
      },
    },
  },
};
