import type { FastifyInstance, RawServerDefault, FastifyBaseLogger, RawRequestDefaultExpression, RawReplyDefaultExpression } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IResolvers } from 'mercurius';
import type { AppContext } from '../context';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A domain plugs into the server through this shape: its HTTP routes, its part of the GraphQL
 * schema, and what it needs to start (jobs, pollers) after the server is ready.
 */
export interface ServerModule {
  name: string;
  routes?: (app: App, context: AppContext) => Promise<void> | void;
  graphql?: { typeDefs: string; resolvers: IResolvers };
  /** Runs once the database is migrated, before the server listens. */
  start?: (context: AppContext) => Promise<void> | void;
}
