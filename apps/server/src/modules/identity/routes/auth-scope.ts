import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AuthErrorSchema } from '@caskmark/shared/api/identity';
import { AppError, type FieldErrors } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import type { RequestMeta } from '../services/index';

/** Error answers every identity operation documents. */
export const authErrorResponses = { 400: AuthErrorSchema, 429: AuthErrorSchema } as const;
export const guardedErrorResponses = {
  ...authErrorResponses,
  401: AuthErrorSchema.describe('not_authenticated: no valid bearer id token'),
} as const;

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}

/**
 * A plugin scope for identity operations: malformed input answers InvalidParameterException (the
 * exception names are the client's contract), and no answer is ever cached.
 */
export async function authScope(app: App, register: (scope: App) => Promise<void> | void) {
  await app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    scope.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
    scope.setErrorHandler((error, _request, _reply) => {
      if (!hasZodFastifySchemaValidationErrors(error)) throw error;
      const fieldErrors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'nonFieldErrors';
        (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      const first = Object.values(fieldErrors)[0]?.[0] ?? 'Invalid request.';
      throw new AppError({ status: 400, code: 'InvalidParameterException', message: first, fieldErrors });
    });
    await register(scope);
  });
}
