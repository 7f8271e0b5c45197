/**
 * A catalogue at the size a real marketplace reaches (issue 17): 1,000 brands, 20,000 release packs,
 * 1,000,000 edition NFTs, 100,000 listings and 2,000,000 history rows (and 50,000 collectors), generated
 * inside the database by set-based SQL (bench/support/seed-large-sql.ts), into a fresh database it
 * names. The maintained pack summaries (decision 310) are computed by the server's own refresh at the
 * end and checked against a plain count per pack.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/seed-large.ts
 *   SEED_SCALE=0.1 npx tsx bench/seed-large.ts             (PGlite in a folder, a tenth of the size)
 *
 * PostgreSQL: prints the new database's URL (keep it; drop it with `dropdb`). PGlite: the folder
 * (SEED_PGLITE_DIR, default /tmp/caskmark-large-<scale>; the database in its `pglite` folder, where the
 * server looks). Then, for the read benchmark:
 *
 *   BENCH_DATABASE_URL=<url> BENCH_SEED=none BENCH_SERVER_PORT=3270 npx tsx bench/support/bench-server.ts
 *   BENCH_PGLITE_DIR=<folder> BENCH_SEED=none BENCH_SERVER_PORT=3270 npx tsx bench/support/bench-server.ts
 *   BENCH_URL=http://127.0.0.1:3270 npx tsx bench/reads.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, runMigrations, type DatabaseHandle } from '@caskmark/db';
import { refreshPackSummaries } from '../apps/server/src/modules/catalogue/pack-summary-refresh';
import { benchDatabase } from './support/bench-database';
import { recordFigure } from './support/figures.mjs';
import { FULL_SIZE, scaledSize, seedSteps } from './support/seed-large-sql';

const scale = Number(process.env.SEED_SCALE ?? '1');
if (!(scale > 0 && scale <= 1)) throw new Error('SEED_SCALE must be in (0, 1]');
const size = scale === 1 ? FULL_SIZE : scaledSize(scale);
const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
const seconds = (since: number) => (performance.now() - since) / 1000;

async function open(): Promise<{ handle: DatabaseHandle; where: string; diskBytes: () => Promise<number> }> {
  if (kind === 'PostgreSQL') {
    const database = await benchDatabase('caskmark_large');
    // One connection: the generator's temporary tables live in its session.
    const handle = await openDatabase({ databaseUrl: database.url!, poolSize: 1 });
    const diskBytes = async () =>
      Number(
        (await handle.execute<{ bytes: string }>('select pg_database_size(current_database())::text as bytes')).rows[0]!
          .bytes,
      );
    return { handle, where: database.url!, diskBytes };
  }
  // The server keeps PGlite in DATA_DIR/pglite: BENCH_PGLITE_DIR=<dir> then opens this database.
  const dir = process.env.SEED_PGLITE_DIR ?? `/tmp/caskmark-large-${scale}`;
  if (existsSync(dir))
    throw new Error(`${dir} exists: the generator writes a fresh database (remove it or set SEED_PGLITE_DIR)`);
  const handle = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  const diskBytes = async () => Number(execFileSync('du', ['-sb', dir]).toString().split('\t')[0]);
  return { handle, where: dir, diskBytes };
}

/** Every pack's maintained figures against a plain recount from its rows (single packs; bundles count units). */
async function checkSummaries(handle: DatabaseHandle): Promise<number> {
  const { rows } = await handle.execute<{ wrong: string }>(`
    with units as (
      select e.release_pack_pk as pack_pk, n.edition_number, bool_and(n.status = 'unsold') as free, bool_and(n.status <> 'unsold') as sold
      from editions e join edition_nfts n on n.edition_pk = e.public_pk group by 1, 2
    ), per_pack as (
      select pack_pk, count(*) as total, count(*) filter (where free) as free, count(*) filter (where sold) as sold from units group by 1
    ), listed as (
      select e.release_pack_pk as pack_pk, count(distinct li.edition_nft_pk) as listed
      from listings l join listing_items li on li.listing_pk = l.public_pk join edition_nfts n on n.public_pk = li.edition_nft_pk
      join editions e on e.public_pk = n.edition_pk
      where l.status = 'active' and l.valid_until > now() and not l.for_specific_buyer group by 1
    )
    select count(*)::text as wrong from release_packs p
    left join release_pack_summaries s on s.pack_pk = p.public_pk
    left join per_pack u on u.pack_pk = p.public_pk left join listed l on l.pack_pk = p.public_pk
    where s.pack_pk is null or s.total_units <> coalesce(u.total, 0) or s.free_units <> coalesce(u.free, 0)
      or s.sold_units <> coalesce(u.sold, 0) or s.listed_count <> coalesce(l.listed, 0)`);
  return Number(rows[0]!.wrong);
}

/** Releases whose maintained row (decision 363) differs from summing their packs' summaries. */
async function checkReleaseSummaries(handle: DatabaseHandle): Promise<number> {
  const { rows } = await handle.execute<{ wrong: string }>(`
    with recount as (
      select p.release_pk, count(*) as packs, sum(s.total_units) as total, sum(s.listed_count) as listed
      from release_pack_summaries s join release_packs p on p.public_pk = s.pack_pk group by 1
    )
    select count(*)::text as wrong from recount c full join release_summaries rs on rs.release_pk = c.release_pk
    where rs.release_pk is null or c.release_pk is null
      or rs.pack_count <> c.packs or rs.total_units <> c.total or rs.listed_count <> c.listed`);
  return Number(rows[0]!.wrong);
}

const started = performance.now();
const { handle, where, diskBytes } = await open();
console.log(`seeding ${kind} at ${where}`);
console.log(`size: ${JSON.stringify(size)}`);
await runMigrations(handle);
for (const step of seedSteps(size)) {
  const at = performance.now();
  await handle.execute(step.sql);
  console.log(`  ${step.name.padEnd(24)} ${seconds(at).toFixed(1)} s`);
}
let at = performance.now();
// As autovacuum would have by then: statistics, and the visibility map that index-only scans need.
await handle.execute('vacuum (analyze)');
console.log(`  ${'vacuum, analyze'.padEnd(24)} ${seconds(at).toFixed(1)} s`);
at = performance.now();
const refreshed = await refreshPackSummaries(handle.db, new Date());
console.log(`  ${'pack summaries'.padEnd(24)} ${seconds(at).toFixed(1)} s (${refreshed.refreshed} packs)`);
const wrong = await checkSummaries(handle);
const wrongReleases = await checkReleaseSummaries(handle);
const { rows: counts } = await handle.execute<Record<string, string>>(`select
  (select count(*) from brands)::text as brands, (select count(*) from release_packs)::text as packs,
  (select count(*) from edition_nfts)::text as nfts, (select count(*) from listings)::text as listings,
  (select count(*) from listings where status = 'active' and valid_until > now())::text as active_listings,
  (select count(*) from edition_history)::text as history`);
const total = seconds(started);
await handle.execute('checkpoint').catch(() => undefined);
const disk = await diskBytes();
await handle.close();
clearInterval(sampler);

const figure = (name: string, value: number, unit: string) =>
  recordFigure({ bench: 'seed-large', database: kind, name: `${name} (scale ${scale})`, value, unit });
figure('seed time', total, 's');
figure('disk', disk / 2 ** 20, 'MB');
figure('peak RSS of the seeding process', peakRss / 2 ** 20, 'MB');
console.log(`rows: ${JSON.stringify(counts[0])}`);
console.log(`pack summaries that differ from a recount: ${wrong}`);
console.log(`release summaries that differ from their packs': ${wrongReleases}`);
console.log(
  `${kind}: ${total.toFixed(0)} s, disk ${(disk / 2 ** 20).toFixed(0)} MB, peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB`,
);
console.log(`database: ${where}`);
if (wrong > 0 || wrongReleases > 0) process.exitCode = 1;
