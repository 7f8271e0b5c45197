import { randomBytes } from 'node:crypto';
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
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
