#!/usr/bin/env node
// `npm run bench`: every benchmark under bench/, on PGlite and — when DATABASE_URL is set — on
// PostgreSQL, one after the other; then one table with each figure next to the same run's /healthz
// rate, and bench/out/bench-<time>.json to compare commits (bench/README.md says how to read it).
//
//   npm run bench                                   # PGlite only
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
//   npm run bench -- drop reads                     # only these benchmarks
//
// A benchmark that is not in the tree yet is listed as skipped; one that fails is reported and the
// others still run (the exit code is 1).
import { spawnSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** In the order they run: cheap and independent first, the browser last. `both`: PGlite and PostgreSQL. */
const BENCHES = [
  { name: 'start', file: 'bench/start.mjs', both: false, env: { BENCH_RUNS: '1' } },
  { name: 'drop', file: 'bench/drop.ts', both: true },
  { name: 'bids', file: 'bench/bids.ts', both: true },
  { name: 'listings', file: 'bench/listings.ts', both: true },
  { name: 'vault', file: 'bench/vault.ts', both: true },
  { name: 'reads', file: 'bench/reads.ts', both: true },
  { name: 'live', file: 'bench/live.ts', both: false, postgresOnly: true },
  { name: 'lighthouse', file: 'bench/lighthouse.mjs', both: false },
];

const wanted = process.argv.slice(2);
const postgres = process.env.DATABASE_URL;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const figuresFile = path.join(os.tmpdir(), `caskmark-bench-${stamp}.jsonl`);
const outcomes = [];

function runOne(bench, database) {
  const env = { ...process.env, BENCH_FIGURES_FILE: figuresFile, ...bench.env };
  if (database === 'PGlite') {
    delete env.DATABASE_URL;
    env.BENCH_ONLY = 'pglite';
  } else {
    env.DATABASE_URL = postgres;
    env.BENCH_ONLY = 'postgres';
  }
  const command = bench.file.endsWith('.ts') ? tsx : process.execPath;
  console.log(`\n=== ${bench.name} on ${database} (${bench.file}) ===`);
  const started = Date.now();
  const result = spawnSync(command, [path.join(root, bench.file)], { cwd: root, env, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  outcomes.push({ bench: bench.name, database, status: result.status === 0 ? 'ok' : `failed (${result.status ?? result.signal})`, seconds });
}

for (const bench of BENCHES) {
  if (wanted.length && !wanted.includes(bench.name)) continue;
  if (!existsSync(path.join(root, bench.file))) {
    outcomes.push({ bench: bench.name, database: '-', status: 'skipped (not in the tree yet)', seconds: 0 });
    continue;
  }
  if (bench.postgresOnly) {
    if (postgres) runOne(bench, 'PostgreSQL');
    else outcomes.push({ bench: bench.name, database: '-', status: 'skipped (needs DATABASE_URL and REDIS_URL)', seconds: 0 });
    continue;
  }
  runOne(bench, 'PGlite');
  if (bench.both && postgres) runOne(bench, 'PostgreSQL');
}

const figures = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
rmSync(figuresFile, { force: true });

const number = (value) => (Math.abs(value) >= 100 ? Math.round(value).toLocaleString('en-US') : String(Number(value.toFixed(1))));
const rows = figures.map((figure) => [
  figure.bench,
  figure.database,
  figure.name,
  `${number(figure.value)} ${figure.unit}`,
  figure.healthz ? `${number(figure.healthz)} req/s` : '',
  figure.healthz && figure.unit === 'req/s' ? `${((figure.value / figure.healthz) * 100).toFixed(1)} %` : '',
  figure.note ?? '',
]);
const header = ['bench', 'database', 'figure', 'value', '/healthz same run', 'of /healthz', 'note'];
const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => String(row[column]).length)));
const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ').trimEnd();

console.log(`\n=== npm run bench: ${figures.length} figures, ${os.cpus().length} CPUs, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} ===`);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
console.log('');
for (const outcome of outcomes) console.log(`${outcome.bench.padEnd(11)} ${outcome.database.padEnd(11)} ${outcome.status}${outcome.seconds ? ` in ${outcome.seconds} s` : ''}`);

let commit = 'unknown';
try {
  commit = execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
} catch {
  // not a git checkout
}
mkdirSync(path.join(root, 'bench/out'), { recursive: true });
const file = path.join(root, 'bench/out', `bench-${stamp}.json`);
writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), commit, cpus: os.cpus().length, loadAverage: os.loadavg(), outcomes, figures }, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(root, file)}`);
if (outcomes.some((outcome) => outcome.status.startsWith('failed'))) process.exitCode = 1;
