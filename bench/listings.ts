/**
 * The listings table at marketplace size (issue 17): 100,000 listings (62 % active) on a catalogue of
 * 250,000 edition NFTs, generated with the set-based SQL of bench/seed-large.ts, then the listings
 * page's first page, a price filter and both expiration sorts, each with autocannon (20 connections,
 * 8 s) against a server in its own process — once as a drop-day rush on one URL gets them (the answer
 * cache) and once with every request a cache miss (the query's own work) — next to the same run's
 * /healthz floor. On PGlite (a temporary folder) and on PostgreSQL when DATABASE_URL is set (a fresh
 * database on that server, dropped at the end).
 *
 *   npx tsx bench/listings.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/listings.ts
 *   BENCH_LISTINGS=20000 BENCH_SECONDS=3 npx tsx bench/listings.ts        (smaller, quicker)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, runMigrations, type DatabaseHandle } from '@caskmark/db';
import { refreshPackSummaries } from '../apps/server/src/modules/catalogue/pack-summary-refresh';
import { benchDatabase } from './support/bench-database';
import { recordFigure } from './support/figures.mjs';
import { formatTable, measure, type LoadResult } from './support/load';
import { seedSteps, type SeedSize } from './support/seed-large-sql';
import { spawnBenchServer } from './support/spawn-server';

const listings = Number(process.env.BENCH_LISTINGS ?? 100_000);
/** 2.5 NFTs per listing leave enough owned single-pack NFTs (~57 % of them) for every listing. */
const size: SeedSize = {
  brands: Math.max(10, Math.round(listings / 400)),
  packs: Math.max(40, Math.round(listings / 20)),
  nfts: Math.round(listings * 2.5),
  listings,
  history: 1_000,
  users: Math.max(100, Math.round(listings / 10)),
};
const PAGE = '/api/marketplace/v2/listings/marketplace';
const TARGETS = [
  { name: 'first page', path: PAGE },
  { name: 'price $100–$1,000', path: `${PAGE}?min_price=100&max_price=1000` },
  { name: 'expiring first', path: `${PAGE}?ordering=valid_until` },
  { name: 'expiring last', path: `${PAGE}?ordering=-valid_until` },
];

interface ListingsRun {
  database: 'PGlite' | 'PostgreSQL';
  seedSeconds: number;
  active: number;
  floor: number;
  healthz: LoadResult[];
  cached: LoadResult[];
  missed: LoadResult[];
}

/** Writes the catalogue through one connection (the generator's temporary tables live in its session). */
async function seed(handle: DatabaseHandle): Promise<number> {
  await runMigrations(handle);
  for (const step of seedSteps(size)) await handle.execute(step.sql);
  await handle.execute('vacuum (analyze)');
  await refreshPackSummaries(handle.db, new Date());
  const { rows } = await handle.execute<{ listings: string; active: string }>(`select count(*)::text as listings,
    count(*) filter (where status = 'active' and valid_until > now())::text as active from listings`);
  if (Number(rows[0]!.listings) !== listings) throw new Error(`seeded ${rows[0]!.listings} listings, not ${listings}`);
  return Number(rows[0]!.active);
}

interface Page {
  count: number;
  results: Array<{ priceUsd: number; validUntil: string; status: string }>;
}

/** The answers must be what the page shows: ten active listings, filtered and ordered as asked. */
async function check(baseUrl: string): Promise<void> {
  const read = async (target: string) => (await (await fetch(`${baseUrl}${target}`)).json()) as Page;
  for (const target of TARGETS) {
    const page = await read(target.path);
    if (page.results.length !== 10 || page.results.some((listing) => listing.status !== 'active')) {
      throw new Error(`${target.path}: expected ten active listings, got ${JSON.stringify(page).slice(0, 300)}`);
    }
  }
  const priced = await read(TARGETS[1]!.path);
  if (priced.results.some((listing) => listing.priceUsd < 100 || listing.priceUsd > 1000)) throw new Error('the price filter let other prices through');
  const expiring = (await read(TARGETS[2]!.path)).results.map((listing) => Date.parse(listing.validUntil));
  if (expiring.some((at, index) => index > 0 && at < expiring[index - 1]!)) throw new Error('expiring first is not in expiration order');
}

async function runOn(database: 'PGlite' | 'PostgreSQL'): Promise<ListingsRun> {
  const started = performance.now();
  const postgres = database === 'PostgreSQL' ? await benchDatabase('caskmark_listings') : null;
  const folder = postgres ? null : mkdtempSync(path.join(os.tmpdir(), 'caskmark-listings-'));
  try {
    const handle = await openDatabase(postgres ? { databaseUrl: postgres.url!, poolSize: 1 } : { dataDir: path.join(folder!, 'pglite') });
    const active = await seed(handle).finally(() => handle.close());
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(`listings on ${database}: ${listings.toLocaleString('en-US')} listings (${active.toLocaleString('en-US')} active), seeded in ${seedSeconds.toFixed(0)} s`);
    const server = await spawnBenchServer(postgres ? { BENCH_DATABASE_URL: postgres.url, BENCH_SEED: 'none' } : { BENCH_PGLITE_DIR: folder!, BENCH_SEED: 'none' });
    try {
      await check(server.baseUrl);
      for (const target of TARGETS) await measure(server.baseUrl, target.name, target.path, { seconds: 1, miss: true });
      const healthz = [await measure(server.baseUrl, '/healthz (before)', '/healthz')];
      const cached: LoadResult[] = [];
      for (const target of TARGETS) cached.push(await measure(server.baseUrl, target.name, target.path));
      const missed: LoadResult[] = [];
      for (const target of TARGETS) missed.push(await measure(server.baseUrl, `${target.name} (miss)`, target.path, { miss: true }));
      healthz.push(await measure(server.baseUrl, '/healthz (after)', '/healthz'));
      const floor = (healthz[0]!.requestsPerSecond + healthz[1]!.requestsPerSecond) / 2;
      return { database, seedSeconds, active, floor, healthz, cached, missed };
    } finally {
      await server.stop();
    }
  } finally {
    await postgres?.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

function report(run: ListingsRun): void {
  const floors = run.healthz.map((result) => result.requestsPerSecond.toFixed(0)).join(' / ');
  console.log(formatTable(`listings on ${run.database}, answer cache: /healthz ${run.floor.toFixed(0)} req/s (before / after: ${floors})`, run.floor, run.cached));
  console.log(formatTable(`listings on ${run.database}, every request a cache miss`, run.floor, run.missed));
  for (const result of [...run.cached, ...run.missed]) {
    const figure = (tag: string, value: number, unit: string, note?: string) =>
      recordFigure({ bench: 'listings', database: run.database, name: `${result.name}${tag}`, value, unit, healthz: run.floor, note });
    figure('', result.requestsPerSecond, 'req/s', result === run.cached[0] ? `${listings} listings, ${run.active} active` : undefined);
    figure(' p50', result.p50, 'ms');
    figure(' p99', result.p99, 'ms');
  }
  recordFigure({ bench: 'listings', database: run.database, name: 'seed time', value: run.seedSeconds, unit: 's' });
  const failed = [...run.cached, ...run.missed].filter((result) => result.failures > 0);
  if (failed.length) {
    console.error(`FAILED: ${failed.map((result) => `${result.name} (${result.failures})`).join(', ')}`);
    process.exitCode = 1;
  }
}

const only = process.env.BENCH_ONLY?.toLowerCase();
if (!only || only === 'pglite') report(await runOn('PGlite'));
if (process.env.DATABASE_URL && (!only || only === 'postgres')) report(await runOn('PostgreSQL'));
