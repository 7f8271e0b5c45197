#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the server, which
// migrates the database, seeds the demo data once and serves everything on one port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { artifactsAreCurrent as contractArtifactsAreCurrent } from '../packages/contracts/scripts/solc-build.mjs';
import { runServer } from './run-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function needsBuild(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['packages/shared/src', 'packages/shared/package.json'];
const targets = [
  {
    // ABIs and bytecode are committed as TypeScript (packages/contracts/src/generated); solc runs only
    // when the Solidity sources, compiler or settings no longer match the hash recorded there.
    name: 'contracts',
    command: ['npm', ['run', 'compile', '-w', 'packages/contracts']],
    isCurrent: contractArtifactsAreCurrent,
  },
  {
    name: 'web app',
    // The server's first-screen renderer is built last (decision 367).
    output: 'apps/web/dist-snapshot/entry-snapshot.js',
    inputs: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', ...shared],
    command: ['npm', ['run', 'build', '-w', 'apps/web']],
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'packages/db/src', 'packages/db/migrations', 'packages/contracts/src', 'packages/contracts/artifacts', ...shared],
    command: ['npm', ['run', 'build', '-w', 'apps/server']],
  },
];

for (const target of targets) {
  if (target.optional) continue;
  if (target.isCurrent ? !target.isCurrent() : needsBuild(path.join(root, target.output), target.inputs)) {
    console.log(`[start] building the ${target.name}...`);
    run(...target.command);
  }
}

console.log(`[start] starting the server (build check took ${Date.now() - started} ms)`);
runServer(['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: { ...process.env, CASKMARK_START_TIME: String(started) },
});
