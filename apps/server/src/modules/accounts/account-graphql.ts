import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { userGroups, users } from '@caskmark/db';
import type { AppContext } from '../../context';
import { authenticate } from '../identity/public';

export interface Viewer {
  publicPk: string;
  username: string;
  handler: string;
  email: string | null;
  groups: string[];
}

const topic = (userPk: string) => `account.changed.${userPk}`;

export async function loadViewer(context: AppContext, userPk: string): Promise<Viewer | null> {
  const [user] = await context.db.select().from(users).where(eq(users.publicPk, userPk));
  if (!user) return null;
  const groups = await context.db.select({ name: userGroups.name }).from(userGroups).where(eq(userGroups.userPk, userPk)).orderBy(userGroups.name);
  return { publicPk: user.publicPk, username: user.username, handler: user.handler, email: user.email, groups: groups.map((group) => group.name) };
}

/** Other tabs and devices of the same person hear about handler and e-mail changes. */
export async function publishAccountChanged(context: AppContext, userPk: string): Promise<void> {
  const viewer = await loadViewer(context, userPk);
  if (viewer) await context.events.publish(topic(userPk), { accountChanged: viewer });
}

export const accountTypeDefs = /* GraphQL */ `
  "The signed-in person (Authorization: Bearer <idToken>; over WebSocket in connection_init { authorization })."
  type Viewer {
    publicPk: ID!
    username: String!
    handler: String!
    email: String
    groups: [String!]!
  }
  extend type Query {
    "The caller, or null without a valid id token."
    viewer: Viewer
  }
  extend type Subscription {
    "The caller's account after each change (handler, e-mail). Needs a valid id token."
    accountChanged: Viewer!
  }
`;

/** app.ts puts the AppContext into every GraphQL context; `reply.request` is the HTTP or WebSocket request. */
type GraphqlContext = MercuriusContext & { context?: AppContext; request?: FastifyRequest };

export const accountResolvers: IResolvers = {
  Query: {
    viewer: async (_root: unknown, _args: unknown, ctx: GraphqlContext) => {
      const principal = await authenticate(ctx.reply.request);
      if (!principal || !ctx.context) return null;
      return loadViewer(ctx.context, principal.userPk);
    },
  },
  Subscription: {
    accountChanged: {
      subscribe: async (_root: unknown, _args: unknown, ctx: GraphqlContext) => {
        const principal = await authenticate(ctx.reply.request);
        if (!principal) throw new Error('not_authenticated: send { authorization: "Bearer <idToken>" } in connection_init');
        return ctx.pubsub.subscribe(topic(principal.userPk));
      },
    },
  },
};
