import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractsBuildInfo } from '../src/generated/build-info';
import { artifactsAreCurrent, compileContracts, computeSourcesHash, generatedDir, renderGeneratedFiles } from '../scripts/solc-build.mjs';

describe('committed contract artifacts', () => {
  it('record the hash of the current sources, compiler and settings', () => {
    expect(contractsBuildInfo.sourcesHash).toBe(computeSourcesHash());
    expect(artifactsAreCurrent()).toBe(true);
  });

  it('equal a fresh solc compile byte for byte (run npm run compile -w packages/contracts if not)', { timeout: 120_000 }, () => {
    const compiled = compileContracts();
    expect(compiled.warnings).toEqual([]);
    expect(compiled.solcVersion).toMatch(/^0\.8\.37\+/);
    for (const [name, content] of Object.entries(renderGeneratedFiles(compiled))) {
      expect(readFileSync(path.join(generatedDir, name), 'utf8'), name).toBe(content);
    }
    // EIP-170: deployed code above 24,576 bytes cannot go on mainnet.
    for (const contract of Object.values(compiled.contracts)) expect(contract.deployedSize).toBeLessThan(24_576);
  });
});
