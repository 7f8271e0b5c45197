import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database for one benchmark run: PGlite in memory when `DATABASE_URL` is not set, else a fresh
 * PostgreSQL database on that server (dropped again unless `keep`).
 */
export async function benchDatabase(prefix = 'caskmark_bench'): Promise<{ url?: string; name?: string; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return { drop: async () => {} };
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
