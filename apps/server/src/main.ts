import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { identityLogOptions } from './modules/identity/public';
import { logSafeSerializers } from './platform/log-safe-errors';
import { DemoDataInProduction } from './seed/demo-in-production';
import { startServer, type RunningServer } from './start-server';

// `npm start` passes the moment the command began, so the ready line reports command-to-ready time.
const startedAt = Number(process.env.CASKMARK_START_TIME) || Date.now();

/** sysexits' EX_CONFIG: the settings or the data they point at are wrong; restarting will not help. */
const EXIT_CONFIG = 78;
/** Closing the server, jobs, database and dev chain takes a few seconds; never hang on it. */
const SHUTDOWN_DEADLINE_MS = 20_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(EXIT_CONFIG);
    }
    throw error;
  }
  // Redaction: no password, code or token reaches the log (docs/decisions/060).
  // Errors are logged without statement parameters (issue 10, finding 6).
  const log = pino({ level: config.LOG_LEVEL, ...identityLogOptions, serializers: { ...identityLogOptions.serializers, ...logSafeSerializers } });
  let server: RunningServer;
  try {
    server = await startServer(config, log, startedAt);
  } catch (error) {
    if (error instanceof DemoDataInProduction) {
      console.error(error.message);
      process.exit(EXIT_CONFIG);
    }
    throw error;
  }

  // One orderly shutdown however many signals arrive (Ctrl-C reaches both `npm start` and this
  // process, and `npm start` forwards it too); past the deadline the process exits anyway.
  let stopping = false;
  const shutdown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'shutting down');
    setTimeout(() => {
      log.error({ reason }, `shutdown took over ${SHUTDOWN_DEADLINE_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Started by `npm start` (scripts/start.mjs) with an IPC channel: when that parent dies, even by
  // SIGKILL, the channel closes and the server stops with it (and the dev chain with the server).
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => void shutdown('parent exited'));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
