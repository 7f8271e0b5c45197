import type { FastifyInstance } from 'fastify';

/** Two years, the preload list's minimum; only ever sent when the public address is https. */
const HSTS = 'max-age=63072000';

/**
 * Conservative headers on every answer. Pages choose their own framing and Content-Security-Policy
 * (the web app: web/content-security-policy.ts; the sandbox PSP's framed pages: same origin); what
 * sets none cannot be framed by another site, and the API docs cannot be framed at all.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const https = new URL(publicUrl).protocol === 'https:';
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (https) reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith('/api/docs')) {
      reply.header('x-frame-options', 'DENY');
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "frame-ancestors 'none'");
    } else if (!reply.hasHeader('x-frame-options')) {
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
}
