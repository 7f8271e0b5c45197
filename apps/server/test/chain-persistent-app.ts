import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { closeContext, createContext } from '../src/context';
import { modules } from '../src/modules/index';
import { seedIfEmpty } from '../src/seed/seed-if-empty';
import type { RequestOptions, TestApp, TestResponse } from './support/test-app';

/**
 * The server as `npm start` runs it (development, dev chain with its state under `dataDir/chain`,
 * demo data seeded), on a folder that survives `close()`: starting again on the same folder is a
 * restart. With `databaseUrl` the data lives in that PostgreSQL database instead of PGlite.
 */
export async function startPersistentApp(dataDir: string, databaseUrl?: string): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CHAIN_MODE: 'dev',
    CHAIN_POLL_INTERVAL_MS: '200',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const log = pino({ level: config.LOG_LEVEL });
  const context = await createContext(config, log);
  for (const module of modules) await module.start?.(context);
  await seedIfEmpty(context);
  const app = await buildApp(context, { modules, serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
  };
  return {
    app,
    context,
    baseUrl,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    close: async () => {
      await app.close();
      await closeContext(context);
    },
  };
}
