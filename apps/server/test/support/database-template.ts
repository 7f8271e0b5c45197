import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, runMigrations } from '@caskmark/db';

/** Where the run's migrated database is: a PostgreSQL template database, or a PGlite dump on disk. */
export type DatabaseTemplate = { kind: 'postgres'; name: string } | { kind: 'pglite'; file: string };

/**
 * Migrates one database for the whole run, so no test file pays for initdb and 30-odd migrations
 * (~5 s a file on PGlite). On PostgreSQL (`serverUrl`) it is a database that each file's
 * `create database … template` copies; on PGlite a `dumpDataDir` file each file loads.
 * Answers the template and its removal.
 */
export async function createDatabaseTemplate(serverUrl: string | undefined): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  if (serverUrl) {
    const name = `caskmark_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      await runMigrations(handle);
    } finally {
      await handle.close();
    }
    return {
      template: { kind: 'postgres', name },
      remove: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'caskmark-template-'));
  const file = path.join(folder, 'pglite.tar');
  const handle = await openDatabase({});
  try {
    await runMigrations(handle);
    const dump = await handle.dumpDataDir!();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  return { template: { kind: 'pglite', file }, remove: async () => rmSync(folder, { recursive: true, force: true }) };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
