import pino from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { closeContext, createContext, type AppContext } from '../../src/context';
import { catalogueChangesOf } from '../../src/modules/catalogue/catalogue-changes';
import { modules } from '../../src/modules/index';
import type { App } from '../../src/platform/module';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  context: AppContext;
  baseUrl: string;
  /** fetch against the running server; JSON bodies are encoded and decoded for you. */
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  token?: string;
}

export interface TestResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Starts the real server (all modules, real database, listening on a free port) for one test file.
 * Nothing is mocked; adapters are the sandbox implementations.
 */
export interface TestAppOptions {
  /** Also serve the web app's pages from WEB_DIST_DIR (with their preloads), as production does. */
  serveWeb?: boolean;
  /**
   * On PostgreSQL, wait before each request until the server has heard the catalogue changes committed
   * so far (the builders write straight to the database): a read then sees them, as on PGlite. Off for
   * the tests that measure the freshness bound itself. Default on.
   */
  readsSeeCommittedWrites?: boolean;
}

export async function startTestApp(
  overrides: Partial<Record<string, string>> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: process.env.TEST_DATA_DIR ?? '/tmp/caskmark-test',
    SEED_DEMO_DATA: 'false',
    // The tests stand in for a local proxy: they name clients in X-Forwarded-For to act as many addresses.
    TRUST_PROXY: 'loopback',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...overrides,
  });
  const log = pino({ level: config.LOG_LEVEL });
  const context = await createContext(config, log, { dataDir: null, loadDataDir: database.loadDataDir });
  for (const module of modules) await module.start?.(context);
  return serveForTests(context, () => database.drop(), options);
}

/**
 * Serves a context whose modules have started on a free port, with the client the tests use.
 * `close()` stops the server and closes the context, then runs `afterClose`.
 */
export async function serveForTests(
  context: AppContext,
  afterClose?: () => Promise<void>,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const app = await buildApp(context, { modules, serveWeb: options.serveWeb ?? false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const changes = catalogueChangesOf(context.db);
  const settle = context.database.kind === 'postgres' && (options.readsSeeCommittedWrites ?? true);
  const client = testClient(`http://127.0.0.1:${port}`, settle ? () => changes.allHeard() : undefined);
  return {
    app,
    context,
    ...client,
    close: async () => {
      await app.close();
      await closeContext(context);
      await afterClose?.();
    },
  };
}

/** The HTTP half of a test app: what tests need to talk to a server, in this process or another. */
export type TestClient = Pick<TestApp, 'baseUrl' | 'request' | 'get' | 'post'>;

/**
 * fetch against `baseUrl` (a server of this process, or one run as a child process); `beforeRequest`
 * runs before each request is sent.
 */
export function testClient(baseUrl: string, beforeRequest?: () => Promise<void>): TestClient {
  const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> => {
    await beforeRequest?.();
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let body: RequestInit['body'];
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON; keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  };
  return {
    baseUrl,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
  };
}
