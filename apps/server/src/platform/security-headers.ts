import type { FastifyInstance } from 'fastify';

/** Conservative headers on every answer; the web app sets its own CSP meta where needed. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!request.url.startsWith('/api/docs')) reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
}
