import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { closeContext, createContext, type AppContext } from './context';
import { modules } from './modules/index';
import type { App } from './platform/module';
import { refuseDemoDataInProduction } from './seed/demo-in-production';
import { seedIfEmpty } from './seed/seed-if-empty';

export interface RunningServer {
  app: App;
  context: AppContext;
  /** Stops listening, then closes the context (database, chain, jobs). */
  close(): Promise<void>;
}

/**
 * The start `npm start` runs: context (database, migrations, clock) → production checks → modules →
 * demo seed → routes → listen. What it opened is closed again when a step fails.
 */
export interface StartOptions {
  /** Serve the built web app (default). Off for API-only starts, such as tests that run before the build. */
  serveWeb?: boolean;
}

export async function startServer(config: Config, log: FastifyBaseLogger, startedAt = Date.now(), options: StartOptions = {}): Promise<RunningServer> {
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
  let app: App | undefined;
  try {
    await refuseDemoDataInProduction(context);
    for (const module of modules) {
      await module.start?.(context);
      phase(`module ${module.name}`);
    }
    if (config.SEED_DEMO_DATA) await seedIfEmpty(context);
    phase('demo seed');
    app = await buildApp(context, { modules, serveWeb: options.serveWeb ?? true });
    phase('routes and web app');
    await app.listen({ port: config.PORT, host: config.HOST });
    phase('listen');
  } catch (error) {
    await app?.close();
    await closeContext(context);
    throw error;
  }
  const database = context.database.kind === 'pglite' ? `PGlite at ${config.dataDir}/pglite` : 'PostgreSQL';
  log.info(`Caskmark is ready at ${config.publicUrl} (${database}) in ${Date.now() - startedAt} ms`);
  const running = app;
  return {
    app: running,
    context,
    close: async () => {
      await running.close();
      await closeContext(context);
    },
  };
}
