import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

/** The generated SQL migrations ship next to the sources (and are copied next to the server bundle). */
export function defaultMigrationsFolder(): string {
  if (process.env.CASKMARK_MIGRATIONS_DIR) return process.env.CASKMARK_MIGRATIONS_DIR;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, 'migrations'), path.resolve(here, '../migrations')];
  return candidates.find((folder) => existsSync(path.join(folder, 'meta/_journal.json'))) ?? candidates[1];
}

export async function runMigrations(handle: DatabaseHandle, migrationsFolder = defaultMigrationsFolder()) {
  const config = { migrationsFolder, migrationsSchema: 'public', migrationsTable: '__migrations' };
  if (handle.kind === 'postgres') {
    // Several instances may start together; one migrates while the others wait on the lock.
    await handle.execute('select pg_advisory_lock(727274)');
    try {
      await migratePg(handle.db as never, config);
    } finally {
      await handle.execute('select pg_advisory_unlock(727274)');
    }
  } else {
    await migratePglite(handle.db as never, config);
  }
}
