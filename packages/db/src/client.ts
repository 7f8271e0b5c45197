import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with positional parameters; used by pg-boss and the migrator. */
  execute<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
  /**
   * LISTEN on `channel`: `onNotify` runs with the payload of every NOTIFY committed on it (by any
   * connection, this process's own included), in commit order. On PostgreSQL a dedicated connection
   * listens and reconnects when it is lost; `onInterrupted(true, error)` runs when it is lost
   * (notifications sent meanwhile are gone), `onInterrupted(false)` once it listens again. Answers the
   * unlisten.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onInterrupted?: (interrupted: boolean, error?: Error) => void,
  ): Promise<() => Promise<void>>;
  /** PGlite only: the whole data folder as an uncompressed tarball (what `loadDataDir` takes). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite files; `undefined` keeps the database in memory (tests). */
  dataDir?: string;
  /**
   * PGlite only: a data folder dumped by `dumpDataDir` (a database already migrated) to start from
   * instead of running initdb, which costs seconds; the tests start every file's database this way.
   */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // Fail fast with a clear message instead of on the first request.
    const probe = await pool.connect();
    probe.release();
    // drizzle-orm is typed against an older @types/pg; the runtime Pool is the same.
    const db = drizzlePg({ client: pool as never, schema, casing: 'snake_case' }) as unknown as Db;
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      execute: async (text, values) => pool.query(text, values as unknown[]) as never,
      listen: async (channel, onNotify, onInterrupted) => {
        const stop = await listenOnPostgres(options.databaseUrl!, channel, onNotify, onInterrupted);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const startFrom = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
  const client = options.dataDir ? new PGlite(options.dataDir, startFrom) : new PGlite(startFrom);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // pg-boss sends multi-statement scripts without parameters; only PGlite's exec() accepts those.
    execute: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values as unknown[]) as never;
      const results = await client.exec(text);
      return (results[results.length - 1] ?? { rows: [] }) as never;
    },
    // One session: its own NOTIFY reaches it at commit, before the committing query's promise settles.
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, (payload) => onNotify(payload));
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    dumpDataDir: async () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * A connection of its own that LISTENs (a pooled one would be handed to queries), reconnecting with a
 * growing pause when it drops; each reconnect is reported as a gap.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onInterrupted?: (interrupted: boolean, error?: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 100;
  let timer: NodeJS.Timeout | undefined;
  let lostOnce = false;
  const drop = (connection: pg.Client) => {
    connection.removeAllListeners();
    connection.on('error', () => undefined);
    return connection.end().catch(() => undefined);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      void drop(next);
      throw error;
    }
    if (stopped) return void drop(next);
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next));
    client = next;
    retryMs = 100;
    if (lostOnce) onInterrupted?.(false);
  };
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch(() => retry());
    }, retryMs);
    retryMs = Math.min(retryMs * 2, 5_000);
  };
  const lose = (connection: pg.Client, error?: Error) => {
    if (stopped || client !== connection) return;
    client = null;
    void drop(connection);
    lostOnce = true;
    onInterrupted?.(true, error);
    retry();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = null;
    if (last) await drop(last);
  };
}
