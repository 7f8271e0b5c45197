/**
 * Catalogue and marketplace reads under load, next to the same run's /healthz floor (issue 17):
 * the marketplace's first page, a release page's packs, the listings page and a pack's editions, each
 * with autocannon at 20 connections for 8 s against a server in its own process (demo catalogue).
 * On PGlite, and on PostgreSQL too when DATABASE_URL is set (a fresh database on that server).
 *
 *   npx tsx bench/reads.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/reads.ts
 *   BENCH_SECONDS=4 BENCH_CONNECTIONS=20 BENCH_ONLY=postgres npx tsx bench/reads.ts
 *   BENCH_URL=http://127.0.0.1:3270 npx tsx bench/reads.ts     (a running server, e.g. on a large seed)
 *   BENCH_URL=… BENCH_READS=all BENCH_MISS=1 BENCH_CONNECTIONS=1 npx tsx bench/reads.ts
 *     every public read (bench/support/read-targets.ts), each request a cache miss: the size check
 *     of decision 312 (bench/seed-large.ts); BENCH_EXCLUDE=<regexp> leaves out targets by name
 *
 * Prints a table per database and writes bench/out/reads-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabase } from './support/bench-database';
import { recordFigure } from './support/figures.mjs';
import { formatTable, measure, type LoadResult } from './support/load';
import { allReadTargets } from './support/read-targets';
import { spawnBenchServer } from './support/spawn-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ReadsRun {
  database: string;
  healthz: LoadResult[];
  floor: number;
  results: LoadResult[];
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The paths measured, found on the running server: its first release and the first pack of the grid. */
async function targets(baseUrl: string): Promise<Array<{ name: string; path: string }>> {
  const grid = await json<{ results: Array<{ publicPk: string }> }>(`${baseUrl}/api/marketplace/v3/release-packs-cursor`);
  const releases = await json<{ results: Array<{ releaseSlug: string }> }>(`${baseUrl}/api/marketplace/v2/release?size=1`);
  const pack = grid.results[0]?.publicPk;
  const release = releases.results[0]?.releaseSlug;
  if (!pack || !release) throw new Error('the catalogue is empty: nothing to measure');
  return [
    { name: 'marketplace first page', path: '/api/marketplace/v3/release-packs-cursor' },
    { name: 'release page packs', path: `/api/release/v3/release-page/${release}/packs` },
    { name: 'listings', path: '/api/marketplace/v2/listings/marketplace' },
    { name: 'pack editions (cursor)', path: `/api/marketplace/v3/edition-nfts-cursor/${pack}` },
  ];
}

/** Measures one running server: /healthz before and after the reads, the floor is their mean. */
export async function measureReads(baseUrl: string, database: string): Promise<ReadsRun> {
  const exclude = process.env.BENCH_EXCLUDE ? new RegExp(process.env.BENCH_EXCLUDE) : null;
  const paths = (process.env.BENCH_READS === 'all' ? await allReadTargets(baseUrl) : await targets(baseUrl)).filter((target) => !exclude?.test(target.name));
  const miss = process.env.BENCH_MISS === '1';
  // One short warm-up per path: the first request compiles the statements, fills caches and JIT.
  for (const target of paths) await measure(baseUrl, target.name, target.path, { seconds: 1, miss });
  const healthz = [await measure(baseUrl, '/healthz (before)', '/healthz')];
  const results: LoadResult[] = [];
  for (const target of paths) results.push(await measure(baseUrl, target.name, target.path, { miss }));
  healthz.push(await measure(baseUrl, '/healthz (after)', '/healthz'));
  const floor = (healthz[0]!.requestsPerSecond + healthz[1]!.requestsPerSecond) / 2;
  return { database, healthz, floor, results };
}

async function runOn(kind: 'PGlite' | 'PostgreSQL'): Promise<ReadsRun> {
  const database = kind === 'PostgreSQL' ? await benchDatabase() : { url: undefined, drop: async () => {} };
  const server = await spawnBenchServer({ BENCH_DATABASE_URL: database.url });
  try {
    return await measureReads(server.baseUrl, kind);
  } finally {
    await server.stop();
    await database.drop();
  }
}

export async function runReads(): Promise<ReadsRun[]> {
  const runs: ReadsRun[] = [];
  if (process.env.BENCH_URL) {
    runs.push(await measureReads(process.env.BENCH_URL, process.env.BENCH_URL));
  } else {
    const only = process.env.BENCH_ONLY?.toLowerCase();
    if (!only || only === 'pglite') runs.push(await runOn('PGlite'));
    if (process.env.DATABASE_URL && (!only || only === 'postgres')) runs.push(await runOn('PostgreSQL'));
  }
  return runs;
}

export function printReads(runs: ReadsRun[]): void {
  for (const run of runs) {
    for (const result of run.results) {
      const figure = (name: string, value: number, unit: string) => recordFigure({ bench: 'reads', database: run.database, name: `${result.name} ${name}`.trim(), value, unit, healthz: run.floor });
      figure('', result.requestsPerSecond, 'req/s');
      figure('p50', result.p50, 'ms');
      figure('p95', result.p95, 'ms');
      figure('p99', result.p99, 'ms');
    }
    const floors = run.healthz.map((result) => result.requestsPerSecond.toFixed(0)).join(' / ');
    const mode = process.env.BENCH_MISS === '1' ? ', every request a cache miss' : '';
    console.log(formatTable(`reads on ${run.database}${mode}: /healthz ${run.floor.toFixed(0)} req/s (before / after: ${floors})`, run.floor, run.results));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runs = await runReads();
  printReads(runs);
  const out = path.join(root, 'bench/out');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `reads-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), runs }, null, 2));
  console.log(`written to ${path.relative(root, file)}`);
}
