#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) on /, /marketplace, a release page, an edition page, the
// listings page, a listing and a public vault (BENCH_PAGES=core: the first three only; BENCH_ONLY_PAGE=
// <name>: one), plus the JavaScript each page loads. Starts its own server (built by scripts/start.mjs, fresh data folder) unless
// BENCH_URL points at a running one.
//
//   node bench/lighthouse.mjs                       # starts a server on BENCH_PORT (3190)
//   BENCH_URL=http://127.0.0.1:3202 node bench/lighthouse.mjs
//   BENCH_RUNS=3 node bench/lighthouse.mjs          # median of 3 runs per page (by performance)
//   BENCH_KEEP_REPORTS=1 node bench/lighthouse.mjs  # also keeps every full Lighthouse report
//   BENCH_FORM_FACTOR=desktop node bench/lighthouse.mjs  # Lighthouse's desktop preset instead of mobile
//
// Results go to stdout as a table and to bench/out/lighthouse-<time>.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { recordFigure } from './support/figures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** 'mobile' (default: simulated slow 4G and a 4× slower CPU) or 'desktop' (Lighthouse's desktop preset). */
const FORM_FACTOR = process.env.BENCH_FORM_FACTOR === 'desktop' ? 'desktop' : 'mobile';
/** The goals from issue 2 (item 10). */
const GOAL = { score: 95, initialJsKb: 170 };

async function waitForHealth(baseUrl, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The server at ${baseUrl} did not become healthy within ${timeoutMs / 1000} s.`);
}

async function startServer() {
  const port = Number(process.env.BENCH_PORT ?? 3190);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'caskmark-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The pages measured show the demo catalogue: a throw-away public demo, on purpose (decision 155).
      SEED_DEMO_DATA: 'true',
      DEMO_ACCOUNTS_IN_PRODUCTION: 'allow-published-passwords',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`The server exited early (code ${code}).`))));
  await Promise.race([waitForHealth(baseUrl, 300_000), exited]);
  return { baseUrl, stop: () => child.kill('SIGTERM') };
}

async function findReleasePath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/marketplace/v2/release?size=1`);
  if (!response.ok) throw new Error(`GET /api/marketplace/v2/release answered ${response.status}; no release page to measure.`);
  const body = await response.json();
  const release = body.results?.[0];
  if (!release) throw new Error('The marketplace has no releases; seed the demo data first.');
  return `/producers/${release.brand.slug}/${release.releaseSlug}`;
}

/**
 * The edition, listings, listing and public vault pages, when the catalogue has something to show on
 * them: the first edition of the grid's first pack, the first active listing and its seller's vault.
 */
async function findMorePaths(baseUrl) {
  const get = async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    return response.ok ? response.json() : null;
  };
  const paths = [{ name: 'listings', path: '/listings' }];
  const grid = await get('/api/marketplace/v3/release-packs-cursor');
  const pack = grid?.results?.[0];
  const editions = pack ? await get(`/api/marketplace/v3/edition-nfts-cursor/${pack.publicPk}`) : null;
  const edition = editions?.results?.[0];
  if (pack && edition) paths.push({ name: 'edition', path: `/marketplace/${pack.brandSlug}/${pack.releaseSlug}/${edition.publicPk}` });
  const listings = await get('/api/marketplace/v2/listings/marketplace?size=1');
  const listing = listings?.results?.[0];
  if (listing) {
    paths.push({ name: 'listing', path: `/listings/${listing.listingId ?? listing.publicPk}` });
    paths.push({ name: 'vault (public)', path: `/vault/${listing.listingHandler}` });
  }
  return paths;
}

/** gzip -9 size of a script, fetched uncompressed from the server. */
const scriptSizes = new Map();
async function gzipSize(url) {
  if (!scriptSizes.has(url)) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    scriptSizes.set(url, gzipSync(body, { level: 9 }).length);
  }
  return scriptSizes.get(url);
}

/**
 * The entry chunk and the chunks / preloads: what the home page downloads before it runs. A page with
 * a server-written first screen names them in its deferred-code block instead of its head (decision 367).
 */
async function entryScripts(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1]);
  const deferred = /<script type="application\/json" id="cm-deferred-code">([^<]*)<\/script>/.exec(html);
  if (deferred) {
    const code = JSON.parse(deferred[1]);
    entry.push(code.entry);
    preloads.push(...code.preload);
  }
  return [...new Set([...entry, ...preloads])].map((src) => new URL(src, baseUrl).href);
}

async function sumKb(urls) {
  let total = 0;
  for (const url of urls) total += await gzipSize(url);
  return total / 1024;
}

/**
 * What holds the page back: the largest paint's element and its phases (time to first byte, load
 * delay, load time, render delay), the opportunities with the most estimated savings, and where the
 * main thread's time went.
 */
function diagnosis(lhr) {
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element[0]?.items?.[0]?.node;
  const phases = Object.fromEntries((element[1]?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]));
  const opportunities = Object.values(lhr.audits)
    .filter((entry) => entry.details?.type === 'opportunity' && (entry.details.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 5)
    .map((entry) => ({ id: entry.id, savingsMs: Math.round(entry.details.overallSavingsMs), savingsKb: Math.round((entry.details.overallSavingsBytes ?? 0) / 1024) }));
  const mainThread = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.groupLabel ?? item.group, Math.round(item.duration)]),
  );
  return {
    lcpElement: node ? { selector: node.selector, label: node.nodeLabel, snippet: node.snippet } : null,
    lcpPhases: phases,
    opportunities,
    mainThreadMs: mainThread,
  };
}

async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, FORM_FACTOR === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  if (process.env.BENCH_KEEP_REPORTS) {
    mkdirSync(path.join(root, 'bench/out'), { recursive: true });
    const name = `lhr-${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
    writeFileSync(path.join(root, 'bench/out', name), JSON.stringify(lhr));
  }
  const scripts = (lhr.audits['network-requests'].details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(new URL(url).origin))
    .map((item) => item.url);
  return {
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category].score ?? 0) * 100)])),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    scripts: [...new Set(scripts)],
    ...diagnosis(lhr),
    failedAudits: Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative' && entry.scoreDisplayMode !== 'manual')
      .map((entry) => `${entry.id} (${Math.round(entry.score * 100)})`),
  };
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

function pad(value, width) {
  return String(value).padEnd(width);
}

async function main() {
  const server = process.env.BENCH_URL ? { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => {} } : await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const pages = [
      { name: 'home', path: '/' },
      { name: 'marketplace', path: '/marketplace' },
    ];
    try {
      pages.push({ name: 'release', path: await findReleasePath(server.baseUrl) });
    } catch (error) {
      console.warn(`Skipping the release page: ${error instanceof Error ? error.message : error}`);
    }
    if (process.env.BENCH_PAGES !== 'core') pages.push(...(await findMorePaths(server.baseUrl)));
    if (process.env.BENCH_ONLY_PAGE) pages.splice(0, pages.length, ...pages.filter((page) => page.name === process.env.BENCH_ONLY_PAGE));
    const initialKb = await sumKb(await entryScripts(server.baseUrl));
    const rows = [];
    for (const page of pages) {
      const url = `${server.baseUrl}${page.path}`;
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, chrome.port));
      const result = median(runs);
      rows.push({ ...page, ...result, initialJsKb: Number(initialKb.toFixed(1)), pageJsKb: Number((await sumKb(result.scripts)).toFixed(1)) });
    }

    const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'initial JS gz', 'page JS gz', 'CPU index'];
    const widths = [16, 6, 6, 6, 6, 8, 8, 8, 7, 15, 12, 10];
    console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}${FORM_FACTOR}, ${server.baseUrl}`);
    // Lighthouse scales the CPU work it observed; on a busy host (benchmark index under ~1000, high
    // load average) TBT and LCP come out inflated and vary from run to run.
    console.log(`host: ${os.cpus().length} CPUs, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
    console.log(header.map((cell, index) => pad(cell, widths[index])).join(''));
    for (const row of rows) {
      const cells = [row.name, row.scores.performance, row.scores.accessibility, row.scores['best-practices'], row.scores.seo, row.fcpMs, row.lcpMs, row.tbtMs, row.cls, `${row.initialJsKb} KB`, `${row.pageJsKb} KB`, row.benchmarkIndex];
      console.log(cells.map((cell, index) => pad(cell, widths[index])).join(''));
    }
    for (const row of rows) {
      console.log(`  ${row.name} ${row.path}${row.failedAudits.length ? ` — audits below 90: ${row.failedAudits.join(', ')}` : ''}`);
      if (row.lcpElement) console.log(`    LCP element: ${row.lcpElement.selector} (${row.lcpElement.label}); phases ${JSON.stringify(row.lcpPhases)}`);
      if (row.opportunities.length) console.log(`    opportunities: ${row.opportunities.map((item) => `${item.id} ${item.savingsMs} ms`).join(', ')}`);
    }
    for (const row of rows) {
      const figure = (name, value, unit) => recordFigure({ bench: 'lighthouse', database: 'PGlite', name: `${row.name}${FORM_FACTOR === 'desktop' ? ' (desktop)' : ''} ${name}`, value, unit, higherIsBetter: unit === 'score' });
      for (const category of CATEGORIES) figure(category, row.scores[category], 'score');
      figure('initial JS gz', row.initialJsKb, 'KB');
      figure('CLS', row.cls, '');
    }
    const misses = rows.filter((row) => Object.values(row.scores).some((score) => score < GOAL.score) || row.initialJsKb > GOAL.initialJsKb);
    console.log(misses.length ? `\nBelow the goal (${GOAL.score} in every category, initial JS ≤ ${GOAL.initialJsKb} KB): ${misses.map((row) => row.name).join(', ')}` : '\nAll pages meet the goal.');

    mkdirSync(path.join(root, 'bench/out'), { recursive: true });
    const file = path.join(root, 'bench/out', `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ baseUrl: server.baseUrl, formFactor: FORM_FACTOR, runs: RUNS, rows }, null, 2));
    console.log(`Details: ${path.relative(process.cwd(), file)}`);
  } finally {
    await chrome.kill();
    server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
