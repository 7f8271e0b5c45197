#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest. Needs nothing but the
// repository: the API suite runs on embedded PGlite, the browser suite starts its own server, and
// Chromium is installed from Debian's package when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

const only = process.argv[2];
const stages = {
  lint: () => step('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
  typecheck: () => step('typecheck', 'npm', ['run', 'typecheck', '--silent']),
  unit: () => step('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']),
  api: () => step('API tests', 'npx', ['vitest', 'run', '--project', 'api']),
  build: () => step('build', 'npm', ['run', 'build', '--silent']),
  e2e: () => {
    ensureChromium();
    step('end-to-end tests (Chromium)', 'npx', ['playwright', 'test']);
  },
};

if (only) {
  if (!stages[only]) {
    console.error(`Unknown stage "${only}". Stages: ${Object.keys(stages).join(', ')}`);
    process.exit(2);
  }
  stages[only]();
} else {
  for (const run of Object.values(stages)) run();
}
console.log('\nAll checks passed.');
