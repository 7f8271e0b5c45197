#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest. Needs nothing but the
// repository: the API suite runs on embedded PGlite, the browser suite starts its own server, and
// Chromium is installed from Debian's package when missing.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  console.log(`Chromium is missing at ${chromium}; installing Debian's chromium package...`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const install = (args) => spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit' });
  install(['apt-get', 'update', '-qq']);
  const result = install(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (result.status !== 0 || !existsSync(chromium)) {
    console.error('Could not install Chromium; the browser suite needs it.');
    process.exit(1);
  }
}

/**
 * With BESIDE_E2E_API_DATABASE_URL (CI: the machine's PostgreSQL), the API suite runs a second time on that
 * database (and BESIDE_E2E_API_REDIS_URL) while the browser suite runs: the browser suite spends most of
 * its time waiting on the chain and the page, so the two share the cores instead of queueing. The second
 * pass's output is kept in a file and printed when it ends; either failing fails the run.
 */
function besideE2eApiPass() {
  const url = process.env.BESIDE_E2E_API_DATABASE_URL;
  if (!url) return null;
  const log = path.join(os.tmpdir(), `caskmark-api-beside-e2e-${process.pid}.log`);
  const out = createWriteStream(log);
  const started = Date.now();
  console.log(`\n=== API tests on ${url.replace(/\/\/[^@]*@/, '//')} (beside the browser suite; output in ${log}) ===`);
  const child = spawn('npx', ['vitest', 'run', '--project', 'api'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: url, ...(process.env.BESIDE_E2E_API_REDIS_URL ? { REDIS_URL: process.env.BESIDE_E2E_API_REDIS_URL } : {}) },
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) =>
    child.on('close', (code) => {
      out.end(() => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`\n=== API tests beside the browser suite: output ===\n${readFileSync(log, 'utf8')}`);
        if (code === 0) console.log(`✓ API tests beside the browser suite (${seconds} s)`);
        else console.error(`\n✗ API tests beside the browser suite failed after ${seconds} s`);
        resolve(code ?? 1);
      });
    }),
  );
}

async function e2eStage() {
  ensureChromium();
  const beside = besideE2eApiPass();
  const started = Date.now();
  console.log('\n=== end-to-end tests (Chromium) ===');
  const code = await new Promise((resolve) => spawn('npx', ['playwright', 'test'], { stdio: 'inherit' }).on('close', (status) => resolve(status ?? 1)));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code === 0) console.log(`✓ end-to-end tests (Chromium) (${seconds} s)`);
  else console.error(`\n✗ end-to-end tests (Chromium) failed after ${seconds} s`);
  const besideCode = beside ? await beside : 0;
  if (code !== 0 || besideCode !== 0) process.exit(code || besideCode);
}

const only = process.argv[2];
const stages = {
  lint: () => step('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
  typecheck: () => step('typecheck', 'npm', ['run', 'typecheck', '--silent']),
  unit: () => step('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']),
  api: () => step('API tests', 'npx', ['vitest', 'run', '--project', 'api']),
  build: () => step('build', 'npm', ['run', 'build', '--silent']),
  e2e: e2eStage,
};

if (only) {
  if (!stages[only]) {
    console.error(`Unknown stage "${only}". Stages: ${Object.keys(stages).join(', ')}`);
    process.exit(2);
  }
  await stages[only]();
} else {
  for (const run of Object.values(stages)) await run();
}
console.log('\nAll checks passed.');
