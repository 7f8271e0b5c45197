import type { LoggerOptions } from 'pino';

/** Query parameters that can carry a secret or a code (federated callbacks, the exchange page, resets). */
const SENSITIVE_QUERY_KEYS = new Set(['code', 'state', 'nonce', 'token', 'id_token', 'refresh_token', 'session', 'password', 'code_verifier', 'email', 'to']);

export function redactUrl(url: string | undefined): string | undefined {
  if (!url || !url.includes('?')) return url;
  const [path, query] = url.split('?', 2);
  const params = new URLSearchParams(query);
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SENSITIVE_QUERY_KEYS.has(key.toLowerCase())) {
      params.set(key, 'redacted');
      changed = true;
    }
  }
  return changed ? `${path}?${params.toString()}` : url;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Logger options every server process uses (main.ts): nothing about a password, a code or a token
 * reaches the log. Fastify never logs bodies or headers by default; these paths cover anything that
 * logs them on purpose, and the request serializer strips secrets from query strings.
 */
export const identityLogOptions: Pick<LoggerOptions, 'redact' | 'serializers'> = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
      'res.headers["set-cookie"]',
      'body.password',
      'body.previousPassword',
      'body.proposedPassword',
      'body.code',
      'body.inputVerificationCode',
      'body.session',
      'body.token',
      'body.refreshToken',
      '*.password',
      '*.token',
      '*.idToken',
      '*.refreshToken',
      '*.secretCode',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req(request: LoggedRequest) {
      return {
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      };
    },
  },
};
