import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { closeContext, createContext, type AppContext } from '../src/context';
import { identityLogOptions, redactUrl } from '../src/modules/identity/public';
import { modules } from '../src/modules/index';
import type { App } from '../src/platform/module';
import { buildEmail } from './identity-helpers';
import { createTestDatabase } from './support/test-database';

/** The server as main.ts builds it (same logger options), logging everything at trace into `lines`. */
const lines: string[] = [];
let app: App;
let context: AppContext;
let baseUrl: string;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: process.env.TEST_DATA_DIR ?? '/tmp/caskmark-test',
    SEED_DEMO_DATA: 'false',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const log = pino({ level: 'trace', ...identityLogOptions }, { write: (line: string) => lines.push(line) });
  context = await createContext(config, log, { dataDir: null, loadDataDir: database.loadDataDir });
  for (const module of modules) await module.start?.(context);
  app = await buildApp(context, { modules, serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app?.close();
  if (context) await closeContext(context);
  await dropDatabase?.();
});

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
  const text = await response.text();
  return (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : { location: response.headers.get('location') }) as T;
}

describe('logs', () => {
  it('never contain a password, a code or a token, while the requests themselves are logged', async () => {
    const email = buildEmail('logged');
    const password = 'Secret-sauce-31';
    await call('POST', '/api/auth/v1/sign-up', { email, password });
    const [message] = await call<Array<{ text: string }>>('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`);
    const code = /\b(\d{6})\b/.exec(message.text)![1];
    await call('POST', '/api/auth/v1/confirm-sign-up', { username: email, code: '999999' === code ? '999998' : '999999' });
    await call('POST', '/api/auth/v1/confirm-sign-up', { username: email, code });
    const signedIn = await call<{ tokens: { idToken: string; refreshToken: string } }>('POST', '/api/auth/v1/sign-in', { username: email, password });
    await call('POST', '/api/auth/v1/sign-in', { username: email, password: `${password}x` });
    const refreshed = await call<{ idToken: string; refreshToken: string }>('POST', '/api/auth/v1/refresh', { refreshToken: signedIn.tokens.refreshToken });
    await call('GET', '/api/account/v1/user-info', undefined, refreshed.idToken);
    await call('GET', '/api/account/v1/user-info', undefined, 'forged.token.value');
    await call('GET', `/api/common/v1/password-reset?email=${encodeURIComponent(email)}`);
    const start = await call<{ location: string }>('GET', '/api/auth/v1/federated/google/start');
    const state = new URL(start.location).searchParams.get('state')!;
    await call('GET', `/api/auth/v1/federated/google/callback?code=provider-code-123456&state=${state}`);

    const log = lines.join('\n');
    expect(log).toContain('/api/auth/v1/sign-in');
    expect(log).toContain('/api/common/v1/password-reset?email=redacted');
    for (const secret of [password, code, signedIn.tokens.idToken, signedIn.tokens.refreshToken, refreshed.idToken, refreshed.refreshToken, 'provider-code-123456', state, email]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('redactUrl', () => {
  it('replaces secret query values and keeps the rest', () => {
    expect(redactUrl('/auth/federated?code=abc&next=%2Fvault')).toBe('/auth/federated?code=redacted&next=%2Fvault');
    expect(redactUrl('/api/marketplace/v2/release?search=glen&page=2')).toBe('/api/marketplace/v2/release?search=glen&page=2');
    expect(redactUrl('/dev/mailbox?to=a%40b.test')).toBe('/dev/mailbox?to=redacted');
  });
});
