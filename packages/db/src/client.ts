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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite files; `undefined` keeps the database in memory (tests). */
  dataDir?: string;
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
    return {
      db,
      kind: 'postgres',
      execute: async (text, values) => pool.query(text, values as unknown[]) as never,
      close: () => pool.end(),
    };
  }
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
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
    close: () => client.close(),
  };
}
