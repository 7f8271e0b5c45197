/**
 * The server a read benchmark measures, in its own process so the load generator does not share its
 * event loop: the real app (every module, API only) on `BENCH_DATABASE_URL` (PostgreSQL) or an
 * in-memory PGlite, with the demo catalogue seeded unless `BENCH_SEED=none` (an already seeded
 * database, such as bench/seed-large.ts writes). Prints one line `READY <json>` with its address.
 */
import pino from 'pino';
import { seedDemoData } from '@caskmark/db/seed/index';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { closeContext, createContext } from '../../apps/server/src/context';
import { modules } from '../../apps/server/src/modules/index';

const config = loadConfig({
  NODE_ENV: 'test',
  PORT: process.env.BENCH_SERVER_PORT ?? '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DATA_DIR: '/tmp/caskmark-bench',
  SEED_DEMO_DATA: 'false',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
  ...(process.env.BENCH_PGLITE_DIR ? { DATA_DIR: process.env.BENCH_PGLITE_DIR } : {}),
});
const context = await createContext(config, pino({ level: 'silent' }), process.env.BENCH_PGLITE_DIR ? {} : { dataDir: null });
for (const module of modules) await module.start?.(context);
if (process.env.BENCH_SEED !== 'none') await seedDemoData(context.db, { now: context.clock.now() });
const app = await buildApp(context, { modules, serveWeb: false });
await app.listen({ port: config.PORT, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
console.log(`READY ${JSON.stringify({ baseUrl: `http://127.0.0.1:${port}`, pid: process.pid, database: context.database.kind })}`);

let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await closeContext(context);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
