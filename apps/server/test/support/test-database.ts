import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every test file starts from (`global-setup.ts`); null: migrate per file. */
    databaseTemplate: DatabaseTemplate | null;
  }
}

export interface TestDatabase {
  /** PostgreSQL: the file's own database. Undefined on PGlite. */
  url?: string;
  /** PGlite: the migrated data folder to load into the file's in-memory database. */
  loadDataDir?: Blob;
  drop: () => Promise<void>;
}

let pgliteTemplate: Promise<Blob> | undefined;

function template(): DatabaseTemplate | null {
  try {
    return inject('databaseTemplate') ?? null;
  } catch {
    return null; // not under the api project's global setup
  }
}

/**
 * One fresh database per test file, already migrated: copied from the run's template (made once by
 * `global-setup.ts`) instead of migrated again. With `DATABASE_URL` set (CI does), a new PostgreSQL
 * database on that server, dropped afterwards; otherwise an in-memory PGlite loaded from the dump.
 * The server still runs its migrations on it at start: on a current database that is a check.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const from = template();
  if (!serverUrl) {
    if (from?.kind !== 'pglite') return { drop: async () => {} };
    pgliteTemplate ??= readFile(from.file).then((bytes) => new Blob([bytes]));
    return { loadDataDir: await pgliteTemplate, drop: async () => {} };
  }
  const name = `caskmark_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(from?.kind === 'postgres' ? `create database ${name} template ${from.name}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    // pg's pool.end() resolves once it has asked its connections to end, not once the server has
    // closed them; dropping with (force) at that moment kills a closing connection, whose client
    // then throws 57P01 with no listener left. Wait for them to go (force only ends stragglers).
    for (let tries = 0; tries < 100; tries += 1) {
      const { rows } = await client.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
      if (rows[0]?.open === 0) break;
      await sleep(50);
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
