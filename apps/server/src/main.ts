import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { closeContext, createContext } from './context';
import { identityLogOptions } from './modules/identity/public';
import { modules } from './modules/index';
import { seedIfEmpty } from './seed/seed-if-empty';

// `npm start` passes the moment the command began, so the ready line reports command-to-ready time.
const startedAt = Number(process.env.CASKMARK_START_TIME) || Date.now();

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  // Redaction: no password, code or token reaches the log (docs/decisions/060).
  const log = pino({ level: config.LOG_LEVEL, ...identityLogOptions });
  // Where start-up time goes (LOG_LEVEL=debug; bench/start.mjs reads these lines).
  let phaseStarted = startedAt;
  const phase = (name: string) => {
    const now = Date.now();
    log.debug({ phase: name, ms: now - phaseStarted }, 'start-up phase');
    phaseStarted = now;
  };
  phase('build check, process and bundle load');
  const context = await createContext(config, log);
  phase('database, migrations and clock');
  for (const module of modules) {
    await module.start?.(context);
    phase(`module ${module.name}`);
  }
  if (config.SEED_DEMO_DATA) await seedIfEmpty(context);
  phase('demo seed');
  const app = await buildApp(context, { modules, serveWeb: true });
  phase('routes and web app');

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await app.close();
    await closeContext(context);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  phase('listen');
  const database = context.database.kind === 'pglite' ? `PGlite at ${config.dataDir}/pglite` : 'PostgreSQL';
  log.info(`Caskmark is ready at ${config.publicUrl} (${database}) in ${Date.now() - startedAt} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
