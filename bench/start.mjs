#!/usr/bin/env node
// Time from `npm start` (scripts/start.mjs) to ready, with the dev chain up and the contracts deployed:
// a first start on an empty data folder (deploy, seed, mint the demo editions) and restarts on the same
// folder (chain state reused). A warm-up start first builds anything stale, so the runs measure starts only.
//
//   node bench/start.mjs                  # 3 first starts and 3 restarts on BENCH_PORT (3207)
//   BENCH_RUNS=5 BENCH_PORT=3299 node bench/start.mjs
//
// Prints each run (command-to-ready as the server reports it, and the time until /healthz answers),
// then the medians. Results also go to bench/out/start-<time>.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordFigure } from './support/figures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const PORT = Number(process.env.BENCH_PORT ?? 3207);
const TIMEOUT_MS = 10 * 60_000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

async function healthy() {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** One `npm start` until ready; then SIGINT and wait for the exit (anvil writes its state then). */
function startOnce(dataDir) {
  return new Promise((resolve, reject) => {
    const began = Date.now();
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const result = { reportedMs: null, buildCheckMs: null, healthzMs: null, chainMs: null, chainOrigin: null, seedChainMs: null };
    let buffer = '';
    const recent = [];
    const onLine = (line) => {
      recent.push(line);
      if (recent.length > 40) recent.shift();
      const built = /\[start\] starting the server \(build check took (\d+) ms\)/.exec(line);
      if (built) result.buildCheckMs = Number(built[1]);
      const ready = /Caskmark is ready at .* in (\d+) ms/.exec(line);
      if (ready) result.reportedMs = Number(ready[1]);
      if (line.includes('"msg":"dev chain ready"')) {
        const entry = JSON.parse(line);
        result.chainMs = entry.ms;
        result.chainOrigin = entry.origin;
      }
      if (line.includes('"msg":"seeded demo chain"')) result.seedChainMs = JSON.parse(line).ms;
    };
    const read = (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      lines.forEach(onLine);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`not ready within ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    const poll = setInterval(async () => {
      if (result.healthzMs === null && (await healthy())) {
        result.healthzMs = Date.now() - began;
        clearInterval(poll);
        child.kill('SIGINT');
      }
    }, 100);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(poll);
      if (result.healthzMs === null) reject(new Error(`npm start exited (${code}) before it was ready:\n${recent.join('\n')}`));
      else resolve(result);
    });
  });
}

if (await healthy()) {
  console.error(`Something already answers on port ${PORT}; set BENCH_PORT to a free port.`);
  process.exit(1);
}
// A warm-up start builds whatever is stale (web app, server bundle), outside the measured runs.
{
  const warmUp = mkdtempSync(path.join(os.tmpdir(), 'caskmark-bench-start-'));
  try {
    const result = await startOnce(warmUp);
    console.log(`warm-up (builds if stale): ready in ${result.reportedMs} ms`);
  } finally {
    rmSync(warmUp, { recursive: true, force: true });
  }
}

const runs = [];
for (let run = 1; run <= RUNS; run += 1) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'caskmark-bench-start-'));
  try {
    const first = await startOnce(dataDir);
    runs.push({ kind: 'first start', ...first });
    console.log(`first start #${run}: ready in ${first.reportedMs} ms (build check ${first.buildCheckMs} ms, healthz ${first.healthzMs} ms; chain ${first.chainOrigin} in ${first.chainMs} ms, demo chain seed ${first.seedChainMs} ms)`);
    const again = await startOnce(dataDir);
    runs.push({ kind: 'restart', ...again });
    console.log(`restart     #${run}: ready in ${again.reportedMs} ms (build check ${again.buildCheckMs} ms, healthz ${again.healthzMs} ms; chain ${again.chainOrigin} in ${again.chainMs} ms)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const summary = {};
for (const kind of ['first start', 'restart']) {
  const of = runs.filter((run) => run.kind === kind);
  summary[kind] = {
    runs: of.length,
    medianReadyMs: median(of.map((run) => run.reportedMs)),
    // Other people's edits can make `npm start` rebuild the web app or server; this leaves the build out.
    medianReadyWithoutBuildMs: median(of.map((run) => run.reportedMs - (run.buildCheckMs ?? 0))),
    medianHealthzMs: median(of.map((run) => run.healthzMs)),
    medianChainMs: median(of.map((run) => run.chainMs)),
  };
  const figures = summary[kind];
  recordFigure({ bench: 'start', database: 'PGlite', name: `${kind}: ready (without builds)`, value: figures.medianReadyWithoutBuildMs, unit: 'ms' });
  console.log(`${kind}: median ready ${figures.medianReadyMs} ms (${figures.medianReadyWithoutBuildMs} ms without builds), healthz ${figures.medianHealthzMs} ms, dev chain ${figures.medianChainMs} ms (${of.length} runs)`);
}
console.log(`load average at the end: ${os.loadavg().map((value) => value.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
mkdirSync(path.join(root, 'bench/out'), { recursive: true });
const file = path.join(root, 'bench/out', `start-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify({ runs, summary, loadAverage: os.loadavg() }, null, 2)}\n`);
console.log(`written to ${path.relative(root, file)}`);
