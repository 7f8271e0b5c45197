#!/usr/bin/env node
// `npm run compile -w packages/contracts`: compiles contracts/*.sol and writes src/generated/*.ts.
// `--check` writes nothing and exits 1 when the committed artifacts differ from a fresh compile.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileContracts, generatedDir, renderGeneratedFiles } from './solc-build.mjs';

const checkOnly = process.argv.includes('--check');
const started = Date.now();
const compiled = compileContracts();
for (const warning of compiled.warnings) console.warn(warning);

const files = renderGeneratedFiles(compiled);
const stale = [];
mkdirSync(generatedDir, { recursive: true });
for (const [name, content] of Object.entries(files)) {
  const target = path.join(generatedDir, name);
  let current;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === content) continue;
  stale.push(name);
  if (!checkOnly) writeFileSync(target, content);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (checkOnly && stale.length > 0) {
  console.error(`contracts: generated artifacts are out of date (${stale.join(', ')}); run npm run compile -w packages/contracts`);
  process.exit(1);
}
for (const [name, item] of Object.entries(compiled.contracts)) {
  // EIP-170 caps deployed code at 24,576 bytes; say how close each contract is.
  console.log(`contracts: ${name} ${item.deployedSize} bytes deployed`);
}
console.log(`contracts: compiled with solc ${compiled.solcVersion} in ${seconds} s; ${checkOnly ? 'artifacts are current' : `wrote ${stale.length} file(s)`}`);
