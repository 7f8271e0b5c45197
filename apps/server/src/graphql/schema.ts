import type { IResolvers } from 'mercurius';
import type { ServerModule } from '../platform/module';

/** The root types; domains add fields with `extend type Query/Mutation/Subscription`. */
const rootTypeDefs = /* GraphQL */ `
  type Query {
    "Server time in ISO 8601, from the business clock."
    systemTime: String!
  }
  type Mutation {
    "Always true; lets domains extend the Mutation type."
    ping: Boolean!
  }
  type Subscription {
    "Heartbeat events; domains add their own subscriptions."
    systemEvent: SystemEvent!
  }
  type SystemEvent {
    kind: String!
    at: String!
  }
`;

export function composeSchema(modules: ServerModule[], now: () => Date) {
  const typeDefs = [rootTypeDefs, ...modules.flatMap((m) => (m.graphql ? [m.graphql.typeDefs] : []))].join('\n');
  const resolvers: IResolvers = {
    Query: { systemTime: () => now().toISOString() },
    Mutation: { ping: () => true },
    Subscription: {
      systemEvent: { subscribe: (_root: unknown, _args: unknown, { pubsub }: { pubsub: { subscribe: (t: string) => unknown } }) => pubsub.subscribe('system.event') },
    },
  };
  for (const module of modules) {
    if (!module.graphql) continue;
    for (const [typeName, fields] of Object.entries(module.graphql.resolvers)) {
      const target = ((resolvers as Record<string, unknown>)[typeName] ??= {}) as Record<string, unknown>;
      Object.assign(target, fields);
    }
  }
  return { typeDefs, resolvers };
}
