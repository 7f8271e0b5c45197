import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { identityLogOptions } from './modules/identity/public';
import { DemoDataInProduction } from './seed/demo-in-production';
import { startServer, type RunningServer } from './start-server';

// `npm start` passes the moment the command began, so the ready line reports command-to-ready time.
const startedAt = Number(process.env.CASKMARK_START_TIME) || Date.now();

/** sysexits' EX_CONFIG: the settings or the data they point at are wrong; restarting will not help. */
const EXIT_CONFIG = 78;

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
  const log = pino({ level: config.LOG_LEVEL, ...identityLogOptions });
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

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
