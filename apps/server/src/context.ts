import { mkdirSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, runMigrations, type DatabaseHandle, type Db } from '@caskmark/db';
import type { Config } from './config';
import { Clock } from './platform/clock';
import { ConfiguredEthPriceSource, EthPriceService } from './platform/eth-price';
import { loadDeploymentId } from './platform/deployment';
import { createEventBus, type EventBus } from './platform/events';
import { SettingsStore } from './platform/settings-store';
import { startTracing, type Tracing } from './platform/tracing';

/** The long-lived services every module receives. Built once at start, closed once at stop. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  /** Shared by every instance of this deployment; namespaces what it keeps in a shared Redis. */
  deploymentId: string;
  db: Db;
  events: EventBus;
  settings: SettingsStore;
  clock: Clock;
  ethPriceSource: ConfiguredEthPriceSource;
  ethPrice: EthPriceService;
  log: FastifyBaseLogger;
  /** OpenTelemetry spans, when a collector is configured (decision 299); null: tracing is off. */
  tracing: Tracing | null;
  /** Cleanup steps run in reverse order by `closeContext`. */
  disposers: Array<() => Promise<void> | void>;
}

export interface ContextOptions {
  /** PGlite's folder; `null` keeps the database in memory. Defaults to `DATA_DIR/pglite`. */
  dataDir?: string | null;
  /** PGlite only: a dumped data folder to start an empty database from (see `openDatabase`). */
  loadDataDir?: Blob;
}

export async function createContext(config: Config, log: FastifyBaseLogger, options: ContextOptions = {}) {
  const pgliteDir = options.dataDir === null ? undefined : (options.dataDir ?? `${config.dataDir}/pglite`);
  if (pgliteDir && !config.DATABASE_URL) mkdirSync(pgliteDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: pgliteDir,
    loadDataDir: options.loadDataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await runMigrations(database);
  const deploymentId = await loadDeploymentId(database.db);
  const events = createEventBus({
    redisUrl: config.REDIS_URL,
    namespace: deploymentId,
    onError: (error) => log.warn({ err: error }, 'live events: Redis connection error'),
  });
  const settings = new SettingsStore(database.db);
  const clock = new Clock(settings, events);
  await clock.start();
  const ethPriceSource = new ConfiguredEthPriceSource(settings, config.ETH_PRICE_USD);
  const ethPrice = new EthPriceService(ethPriceSource, () => clock.nowMs(), 60_000, (error) =>
    log.warn({ err: error }, 'ETH price source failed; keeping the last value'),
  );
  const tracing = startTracing(config);
  const context: AppContext = {
    config,
    database,
    deploymentId,
    db: database.db,
    events,
    settings,
    clock,
    ethPriceSource,
    ethPrice,
    log,
    tracing,
    disposers: [() => database.close(), () => events.close(), ...(tracing ? [() => tracing.shutdown()] : [])],
  };
  return context;
}

export async function closeContext(context: AppContext): Promise<void> {
  for (const dispose of [...context.disposers].reverse()) {
    try {
      await dispose();
    } catch (error) {
      context.log.warn({ err: error }, 'error while closing');
    }
  }
}
