/**
 * The filter panel's option counts on a seed-large database (decision 320): computed from the catalogue
 * (what every `/v3/filters` miss cost before migration 0032; run inside a transaction, so nothing is
 * stored) against the maintained counts, and the whole read, FILTERS_RUNS times each, one at a time.
 *
 *   FILTERS_DATABASE_URL=<url printed by seed-large> npx tsx bench/filter-counts.ts
 */
import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Db } from '@caskmark/db';
import { filterOptionCounts } from '../apps/server/src/modules/marketplace/filter-option-counts';
import { marketplaceFilters } from '../apps/server/src/modules/marketplace/filter-options-service';

const url = process.env.FILTERS_DATABASE_URL;
if (!url) throw new Error('FILTERS_DATABASE_URL: a database written by bench/seed-large.ts');
const runs = Number(process.env.FILTERS_RUNS ?? 10);
const pool = new pg.Pool({ connectionString: url, max: 2 });
const db = drizzle({ client: pool as never, schema, casing: 'snake_case' }) as unknown as Db;

async function timed(name: string, read: () => Promise<unknown>) {
  const ms: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await read();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
  console.log(`${name.padEnd(44)} p50 ${at(0.5).padStart(8)} ms   p95 ${at(0.95).padStart(8)} ms   (${runs} runs)`);
}

console.log(`load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
const start = performance.now();
const first = await filterOptionCounts(db);
console.log(`first read after a change (recompute + store): ${(performance.now() - start).toFixed(1)} ms, ${first.length} options`);
await timed('option counts, computed (before)', () => db.transaction((tx) => filterOptionCounts(tx)));
await timed('option counts, maintained (after)', () => filterOptionCounts(db));
await timed('/v3/filters read, maintained counts', () => marketplaceFilters(db, new Date()));
console.log(`load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
await pool.end();
