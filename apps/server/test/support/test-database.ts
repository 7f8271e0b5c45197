import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * One fresh database per test file. With `DATABASE_URL` set (CI does), a new PostgreSQL database is
 * created on that server and dropped afterwards; otherwise the file gets an in-memory PGlite.
 */
export async function createTestDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `caskmark_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pg's pool.end() resolves once it has asked its connections to end, not once the server has
      // closed them; dropping with (force) at that moment kills a closing connection, whose client
      // then throws 57P01 with no listener left. Wait for them to go (force only ends stragglers).
      for (let tries = 0; tries < 100; tries += 1) {
        const { rows } = await client.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
        if (rows[0]?.open === 0) break;
        await sleep(50);
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
