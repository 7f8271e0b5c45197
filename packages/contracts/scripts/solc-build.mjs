// Compiles the Solidity sources with solc-js and renders the committed TypeScript artifacts.
// Shared by scripts/compile.mjs (writes them), the drift test (compares them) and scripts/start.mjs
// (asks whether they are current without loading the compiler).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourcesDir = path.join(packageDir, 'contracts');
export const generatedDir = path.join(packageDir, 'src/generated');
const openZeppelinDir = path.dirname(require.resolve('@openzeppelin/contracts/package.json'));

/** Contracts that get an ABI + bytecode module: name -> generated file (kebab-case). */
export const deployableContracts = {
  EditionToken: 'edition-token',
  Marketplace: 'marketplace',
  DevPriceFeed: 'dev-price-feed',
  PaymentReceiver: 'payment-receiver',
};

export const compilerSettings = {
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
};

function packageVersion(name) {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
}

/** Our sources keyed by source unit name ("contracts/Marketplace.sol"), in a stable order. */
export function readContractSources() {
  const sources = {};
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.sol')) sources[path.relative(packageDir, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
    }
  };
  walk(sourcesDir);
  return sources;
}

/**
 * Identifies everything the artifacts depend on: our sources, this script, the compiler and
 * OpenZeppelin versions and the settings. Cheap to compute, so `npm start` can skip solc entirely.
 */
export function computeSourcesHash() {
  const hash = createHash('sha256');
  hash.update(`solc ${packageVersion('solc')}\nopenzeppelin ${packageVersion('@openzeppelin/contracts')}\n`);
  hash.update(JSON.stringify(compilerSettings));
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  for (const [name, content] of Object.entries(readContractSources())) hash.update(`\n--- ${name}\n${content}`);
  return hash.digest('hex');
}

/** The hash recorded in the committed artifacts, or undefined when they are missing. */
export function readGeneratedSourcesHash() {
  try {
    const text = readFileSync(path.join(generatedDir, 'build-info.ts'), 'utf8');
    return /sourcesHash: '([0-9a-f]{64})'/.exec(text)?.[1];
  } catch {
    return undefined;
  }
}

export function artifactsAreCurrent() {
  return readGeneratedSourcesHash() === computeSourcesHash();
}

function findImport(importPath) {
  const prefix = '@openzeppelin/contracts/';
  if (!importPath.startsWith(prefix)) return { error: `Unknown import ${importPath}` };
  try {
    return { contents: readFileSync(path.join(openZeppelinDir, importPath.slice(prefix.length)), 'utf8') };
  } catch (error) {
    return { error: String(error) };
  }
}

/** Runs solc; throws with every error message, returns ABIs, bytecode and warnings. */
export function compileContracts() {
  const solc = require('solc');
  const sources = Object.fromEntries(Object.entries(readContractSources()).map(([name, content]) => [name, { content }]));
  const input = { language: 'Solidity', sources, settings: compilerSettings };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }));
  const diagnostics = output.errors ?? [];
  const errors = diagnostics.filter((item) => item.severity === 'error');
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((item) => item.formattedMessage).join('\n')}`);

  const contracts = {};
  for (const name of Object.keys(deployableContracts)) {
    const compiled = output.contracts[`contracts/${name}.sol`]?.[name];
    if (!compiled) throw new Error(`solc produced no output for ${name}`);
    contracts[name] = {
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
      deployedSize: compiled.evm.deployedBytecode.object.length / 2,
    };
  }
  // OpenZeppelin's own warnings (e.g. the EIP-1153 note on its transient reentrancy guard) are known
  // and reviewed upstream; ours are all reported.
  const warnings = diagnostics
    .filter((item) => item.severity !== 'error' && !item.sourceLocation?.file?.startsWith('@openzeppelin/'))
    .map((item) => item.formattedMessage);
  return { contracts, warnings, solcVersion: solc.version() };
}

function lowerFirst(name) {
  return name[0].toLowerCase() + name.slice(1);
}

/** Every generated file, keyed by its path relative to src/generated. */
export function renderGeneratedFiles(compiled, sourcesHash = computeSourcesHash()) {
  const header = '// Generated by packages/contracts/scripts/compile.mjs — do not edit; run `npm run compile -w packages/contracts`.\n';
  const files = {};
  for (const [name, fileName] of Object.entries(deployableContracts)) {
    const { abi, bytecode } = compiled.contracts[name];
    const id = lowerFirst(name);
    files[`${fileName}.ts`] =
      `${header}\nexport const ${id}Abi = ${JSON.stringify(abi, null, 2)} as const;\n\n` +
      `export const ${id}Bytecode = '${bytecode}' as const;\n`;
  }
  const sizes = Object.fromEntries(Object.entries(compiled.contracts).map(([name, item]) => [name, item.deployedSize]));
  files['build-info.ts'] =
    `${header}\nexport const contractsBuildInfo = {\n` +
    `  solcVersion: '${compiled.solcVersion}',\n` +
    `  evmVersion: '${compilerSettings.evmVersion}',\n` +
    `  optimizerRuns: ${compilerSettings.optimizer.runs},\n` +
    `  openZeppelinVersion: '${packageVersion('@openzeppelin/contracts')}',\n` +
    `  sourcesHash: '${sourcesHash}',\n` +
    `  deployedSizes: ${JSON.stringify(sizes)},\n` +
    `} as const;\n`;
  return files;
}
