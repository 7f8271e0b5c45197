/**
 * A drop: 1,000 collectors race through the real HTTP API for the 10 editions of one release pack
 * (first come, first served: no edition named, the server picks the next free one). Prints the holds
 * granted (must be exactly 10), add-to-cart requests per second with p50/p99 latency, and the same
 * run's /healthz requests per second as the machine's floor.
 *
 *   npx tsx bench/drop.ts [buyers, default 1000] [concurrency, default 100]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/drop.ts   (a fresh database on that server)
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { and, eq, isNull } from 'drizzle-orm';
import { cartLines, checkoutCarts } from '@caskmark/db';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { closeContext, createContext } from '../apps/server/src/context';
import { modules } from '../apps/server/src/modules/index';
import { identityServicesOfServer } from '../apps/server/src/modules/identity/identity-services';
import { buildEditionNfts, buildRelease, buildReleasePack, buildUser } from '../apps/server/test/support/builders';

const buyers = Number(process.argv[2] ?? 1000);
const concurrency = Number(process.argv[3] ?? 100);
const EDITIONS = 10;

async function freshDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return { drop: async () => {} };
  const name = `caskmark_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** Runs `jobs` with `concurrency` workers; answers elapsed seconds and each job's latency. */
async function race<T>(jobs: Array<() => Promise<T>>, workers: number): Promise<{ seconds: number; latencies: number[]; results: T[] }> {
  const latencies: number[] = [];
  const results: T[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const t0 = performance.now();
        results.push(await job());
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b), results };
}

async function main() {
  const database = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/caskmark-bench',
    SEED_DEMO_DATA: 'false',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const context = await createContext(config, pino({ level: 'silent' }), { dataDir: null });
  for (const module of modules) await module.start?.(context);
  const app = await buildApp(context, { modules, serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const db = context.db;
    const release = await buildRelease(db, { now: context.clock.now(), releaseStyle: 'fcfs' });
    const pack = await buildReleasePack(db, { releasePk: release.publicPk, listingPriceCents: 250_00 });
    await buildEditionNfts(db, { pack, count: EDITIONS });
    const sessions = identityServicesOfServer(app.server).sessions;
    const tokens: string[] = [];
    for (let index = 0; index < buyers; index += 1) {
      const user = await buildUser(db);
      tokens.push((await sessions.start({ userPk: user.publicPk, username: user.username, method: 'pwd', mfa: false, ipAddress: '127.0.0.1' })).idToken);
    }
    console.log(`drop: ${buyers} buyers, ${EDITIONS} editions, ${concurrency} at a time, ${database.url ? 'PostgreSQL' : 'PGlite'}`);

    const floor = await race(
      Array.from({ length: buyers }, () => () => fetch(`${base}/healthz`).then((response) => response.status)),
      concurrency,
    );
    const add = await race(
      tokens.map((token) => () =>
        fetch(`${base}/api/primary-payments/v2/checkout/cart/line`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ releasePackPublicPk: pack.publicPk, origin: 'fcfs' }),
        }).then((response) => response.status),
      ),
      concurrency,
    );
    const granted = add.results.filter((status) => status === 201).length;
    const refused = add.results.filter((status) => status === 400).length;
    const other = add.results.length - granted - refused;
    const open = await db
      .select({ pk: cartLines.publicPk })
      .from(cartLines)
      .innerJoin(checkoutCarts, eq(checkoutCarts.publicPk, cartLines.cartPk))
      .where(and(isNull(cartLines.releasedAt), eq(checkoutCarts.releasePackPk, pack.publicPk)));
    const line = (name: string, result: { seconds: number; latencies: number[] }) =>
      `  ${name.padEnd(12)} ${(result.latencies.length / result.seconds).toFixed(0).padStart(6)} req/s   p50 ${percentile(result.latencies, 0.5).toFixed(1).padStart(6)} ms   p99 ${percentile(result.latencies, 0.99).toFixed(1).padStart(6)} ms`;
    console.log(line('/healthz', floor));
    console.log(line('add to cart', add));
    console.log(`  holds granted: ${granted} (open lines in the database: ${open.length}); refused: ${refused}; other answers: ${other}`);
    if (granted !== EDITIONS || open.length !== EDITIONS || other !== 0) {
      console.error('FAILED: the drop must grant exactly one hold per edition and answer every other buyer with a refusal');
      process.exitCode = 1;
    }
  } finally {
    await app.close();
    await closeContext(context);
    await database.drop();
  }
}

await main();
