import pino from 'pino';
import { loadConfig } from '../src/config';
import { createContext } from '../src/context';
import { modules } from '../src/modules/index';
import { seedIfEmpty } from '../src/seed/seed-if-empty';
import { serveForTests, type TestApp } from './support/test-app';

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
  return serveForTests(context);
}
