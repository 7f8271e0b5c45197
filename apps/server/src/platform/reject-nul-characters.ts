import type { FastifyInstance } from 'fastify';
import { AppError, type FieldErrors } from './errors';

export const NUL_CHARACTER_MESSAGE = 'Text may not contain a NUL character.';

const MAX_DEPTH = 32;

/** Paths (`a.b.0`) of every string, or key, holding U+0000 in a parsed body, query or params. */
export function findNulCharacters(value: unknown, path = '', depth = 0, found: string[] = []): string[] {
  if (found.length >= 20 || depth > MAX_DEPTH) return found;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path || 'nonFieldErrors');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findNulCharacters(item, path ? `${path}.${index}` : String(index), depth + 1, found));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value) && !(value instanceof Date)) {
    // Parsed queries have a prototype-less prototype (fast-querystring), so any object is walked.
    for (const [key, item] of Object.entries(value)) {
      const safeKey = key.split('\u0000').join('');
      if (safeKey !== key) found.push(path || 'nonFieldErrors');
      findNulCharacters(item, path ? `${path}.${safeKey}` : safeKey, depth + 1, found);
    }
  }
  return found;
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL in any input used to reach the database and end
 * as a 500. Every route (REST, GraphQL, pages) refuses it before validation with a 400 naming the field.
 */
export function registerNulCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...findNulCharacters(request.params),
      ...findNulCharacters(request.query),
      ...findNulCharacters(request.body),
    ];
    if (!fields.length) return;
    const fieldErrors: FieldErrors = {};
    for (const field of fields) fieldErrors[field] = [NUL_CHARACTER_MESSAGE];
    throw new AppError({ status: 400, code: 'invalid', message: NUL_CHARACTER_MESSAGE, fieldErrors });
  });
}
