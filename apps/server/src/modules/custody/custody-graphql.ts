import type { FastifyRequest } from 'fastify';
import type { IResolvers, MercuriusContext } from 'mercurius';
import type { AppContext } from '../../context';
import { authenticate } from '../identity/public';
import { transferRequestByPk, transferTopic } from './transfer-requests';

export const custodyTypeDefs = /* GraphQL */ `
  "Progress of a transfer out of custody."
  type CustodyTransfer {
    publicPk: ID!
    "1 in progress, 3 failed, 4 completed"
    status: Int!
    "Step reached: 1 wallet validated, 2 transfer initiated, 3 transferred, 4 ownership confirmed"
    transferStatus: Int!
    transactionHash: String
    failureReason: String
  }
  extend type Subscription {
    "Each step of one of the caller's transfer requests. Needs a valid id token."
    custodyTransferChanged(publicPk: ID!): CustodyTransfer!
  }
`;

type GraphqlContext = MercuriusContext & { context?: AppContext; request?: FastifyRequest };

export const custodyResolvers: IResolvers = {
  Subscription: {
    custodyTransferChanged: {
      subscribe: async (_root: unknown, args: { publicPk: string }, ctx: GraphqlContext) => {
        const principal = await authenticate(ctx.reply.request);
        if (!principal || !ctx.context) throw new Error('not_authenticated: send { authorization: "Bearer <idToken>" } in connection_init');
        const row = await transferRequestByPk(ctx.context.db, args.publicPk).catch(() => null);
        if (!row || row.userPk !== principal.userPk) throw new Error('not_found: no such transfer request');
        return ctx.pubsub.subscribe(transferTopic(row.publicPk));
      },
    },
  },
};
