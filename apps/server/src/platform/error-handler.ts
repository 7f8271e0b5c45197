import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, GENERIC_SERVER_ERROR, type FieldErrors } from './errors';
import { logSafeError } from './log-safe-errors';

/**
 * Response shapes (spec part 1 §8, part 2 §8):
 * - 400: `{ code, message, nonFieldErrors?, userAlerts?, <field>: string[] ... }`; field errors sit at
 *   the top level as lists, which is what the client's "first message of each field" rule reads.
 * - 404: `{ code: 'not_found', detail }`.
 * - 500: `{ code: 'server_error', detail: GENERIC_SERVER_ERROR, errorId }`, the id also in the log.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(presentAppError(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'nonFieldErrors';
        (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.status(400).send(
        presentAppError(
          new AppError({ status: 400, code: 'invalid', message: 'Invalid request.', fieldErrors }),
        ),
      );
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const code = (error as FastifyError).code ?? 'bad_request';
      return reply.status(status).send({ code, message: error.message, nonFieldErrors: [error.message] });
    }
    const errorId = randomUUID();
    request.log.error({ err: logSafeError(error), errorId }, 'unhandled error');
    return reply.status(500).send({ code: 'server_error', detail: GENERIC_SERVER_ERROR, errorId });
  });

}

/** Unknown API paths answer 404 JSON; other GETs may be handed to the web app (`fallback`). */
export function registerNotFoundHandler(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> | boolean,
) {
  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    return reply
      .status(404)
      .send({ code: 'not_found', detail: `No route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}

/** A field literally named like a reserved key is reported under `nonFieldErrors` instead. */
const RESERVED_KEYS = new Set(['code', 'message', 'detail', 'nonFieldErrors', 'userAlerts']);

export function presentAppError(error: AppError): Record<string, unknown> {
  const body: Record<string, unknown> = { code: error.code, message: error.message };
  if (error.status === 404) body.detail = error.message;
  const nonFieldErrors = [...(error.nonFieldErrors ?? [])];
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
    if (field === 'nonFieldErrors' || RESERVED_KEYS.has(field)) nonFieldErrors.push(...messages);
    else body[field] = messages;
  }
  if (nonFieldErrors.length) body.nonFieldErrors = nonFieldErrors;
  if (error.userAlerts?.length) body.userAlerts = error.userAlerts;
  Object.assign(body, error.extra ?? {});
  return body;
}
