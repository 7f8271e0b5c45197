import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * For anonymous writes that no token protects (the newsletter): a cross-site page can post a form
 * (urlencoded, multipart or text/plain) to any address without asking, but it cannot send JSON
 * without a CORS preflight this server never grants. So the call must be JSON, and a browser that
 * names another site as the Origin is refused outright (issue 10, finding 11).
 */
export function sameSiteJsonOnly(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new AppError({ status: 403, code: 'cross_site_request', message: 'Cross-site requests are not accepted here.', nonFieldErrors: ['Cross-site requests are not accepted here.'] });
    }
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') {
      throw new AppError({ status: 415, code: 'unsupported_media_type', message: 'Send the request as application/json.', nonFieldErrors: ['Send the request as application/json.'] });
    }
  };
}
