import type { FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { authenticate } from '../../modules/identity/public';

export type GraphqlContext = MercuriusContext & { context?: AppContext; request?: FastifyRequest };

export async function requireGraphqlUser(ctx: GraphqlContext): Promise<{ userPk: string; context: AppContext }> {
  const principal = await authenticate(ctx.reply.request);
  if (!principal || !ctx.context) throw new Error('not_authenticated: send Authorization: Bearer <idToken>');
  return { userPk: principal.userPk, context: ctx.context };
}

/** An AppError's messages, for the payload; anything else is a real failure and stays an error. */
export function refusal(error: unknown): string[] {
  if (error instanceof AppError) return error.nonFieldErrors ?? [error.message];
  throw error;
}

