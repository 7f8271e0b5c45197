import type { FastifyRequest } from 'fastify';
import type { IResolvers, MercuriusContext } from 'mercurius';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { authenticate } from '../identity/public';

export type GraphqlContext = MercuriusContext & { context?: AppContext; request?: FastifyRequest };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only a missing sign-in is a GraphQL error; refusals come back in the payload (decision 180, 251). */
export async function requireGraphqlUser(ctx: GraphqlContext): Promise<{ userPk: string; context: AppContext }> {
  const principal = await authenticate(ctx.reply.request);
  if (!principal || !ctx.context) throw new Error('not_authenticated: send Authorization: Bearer <idToken>');
  return { userPk: principal.userPk, context: ctx.context };
}

export async function graphqlViewer(ctx: GraphqlContext): Promise<string | null> {
  return (await authenticate(ctx.reply.request))?.userPk ?? null;
}

/** An AppError's messages for the payload's `nonFieldErrors` (field and alert messages included); anything else stays an error. */
export function refusal(error: unknown): string[] {
  if (error instanceof AppError) {
    const messages = [...(error.nonFieldErrors ?? []), ...Object.values(error.fieldErrors ?? {}).flat()];
    return messages.length ? messages : [error.message];
  }
  throw error;
}

/** A zod failure as payload messages (`field: message`). */
export function invalid(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** Subscription args: a release pack's key, checked before anything is subscribed. */
export function subscribeToPack(topic: (packPk: string) => string) {
  return {
    subscribe: async (_root: unknown, args: { releasePackPublicPk: string }, ctx: GraphqlContext) => {
      if (!UUID.test(args.releasePackPublicPk)) throw new Error('invalid: releasePackPublicPk must be a UUID');
      return ctx.pubsub.subscribe(topic(args.releasePackPublicPk.toLowerCase()));
    },
  };
}

/** One resolver map from several (each type's fields side by side). */
export function mergeResolvers(...maps: IResolvers[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) for (const [type, fields] of Object.entries(map)) Object.assign((merged[type] ??= {}), fields);
  return merged as IResolvers;
}
