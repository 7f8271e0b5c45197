import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** npm package that ships anvil for each platform, as @foundry-rs/anvil's optional dependencies name them. */
function platformPackage(): string {
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch as string];
  const supported = ['linux', 'darwin', 'win32'];
  if (!arch || !supported.includes(process.platform)) {
    throw new Error(`anvil is not published for ${process.platform}/${process.arch}`);
  }
  return `@foundry-rs/anvil-${process.platform}-${arch}`;
}

/**
 * Absolute path of the anvil executable installed by `@foundry-rs/anvil`. Resolved from that package
 * (not from this file) so it works wherever npm placed the platform package, and from a bundled server.
 */
export function resolveAnvilBinary(): string {
  const wrapperRequire = createRequire(import.meta.url);
  const wrapperManifest = wrapperRequire.resolve('@foundry-rs/anvil/package.json');
  const fromWrapper = createRequire(wrapperManifest);
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const candidates: string[] = [];
  try {
    candidates.push(fromWrapper.resolve(`${platformPackage()}/bin/${binaryName}`));
  } catch {
    // Not installed as a separate package; the wrapper's postinstall may have placed it in dist/.
  }
  candidates.push(path.join(path.dirname(wrapperManifest), 'dist', binaryName));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(`anvil binary not found (looked at ${candidates.join(', ')}); run npm install`);
  }
  return found;
}
