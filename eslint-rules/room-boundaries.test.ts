import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import roomBoundaries from './room-boundaries.js';

/** Writes a small server tree and lints one of its files with only the room rule on. */
function lintTree(files: Record<string, string>, target: string): string[] {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rooms-'));
  const src = path.join(root, 'apps', 'server', 'src');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(src, name)), { recursive: true });
    writeFileSync(path.join(src, name), text);
  }
  const linter = new Linter({ configType: 'flat', cwd: root });
  const filename = path.join(src, target);
  const messages = linter.verify(
    readFileSync(filename, 'utf8'),
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { local: { rules: { 'room-boundaries': roomBoundaries } } },
        rules: { 'local/room-boundaries': 'error' },
      },
    ],
    filename,
  );
  return messages.map((message) => message.message);
}

const base = {
  'context.ts': "import { clock } from './platform/clock';\nexport type Ctx = typeof clock;\n",
  'platform/clock.ts': 'export const clock = 1;\n',
  'modules/cart/public.ts': "import { clock } from '../../platform/clock';\nexport const cart = clock;\n",
  'modules/payments/public.ts': "import type { Ctx } from '../../context';\nexport const pay = (c: Ctx) => c;\n",
  'flows/checkout/run.ts': "import { cart } from '../../modules/cart/public';\nimport { pay } from '../../modules/payments/public';\nexport const run = [cart, pay];\n",
  'app.ts': "import { run } from './flows/checkout/run';\nexport const app = run;\n",
};

describe('room boundaries (decision 200)', () => {
  it('accepts imports that go down: app → flow → domains → platform', () => {
    expect(lintTree(base, 'flows/checkout/run.ts')).toEqual([]);
    expect(lintTree(base, 'app.ts')).toEqual([]);
    expect(lintTree(base, 'modules/payments/public.ts')).toEqual([]);
  });

  it('refuses a domain importing a flow', () => {
    const tree = { ...base, 'modules/cart/routes.ts': "import { run } from '../../flows/checkout/run';\nexport const r = run;\n" };
    expect(lintTree(tree, 'modules/cart/routes.ts')).toEqual([expect.stringContaining('modules/cart must not import flows/checkout')]);
  });

  it('refuses platform importing a domain', () => {
    const tree = { ...base, 'platform/preload.ts': "import { cart } from '../modules/cart/public';\nexport const p = cart;\n" };
    expect(lintTree(tree, 'platform/preload.ts')).toEqual([expect.stringContaining('platform must not import modules/cart')]);
  });

  it('refuses a circle between two domains, on both sides', () => {
    const tree = {
      ...base,
      'modules/cart/public.ts': "import { pay } from '../payments/public';\nexport const cart = pay;\n",
      'modules/payments/public.ts': "import { cart } from '../cart/public';\nexport const pay = cart;\n",
    };
    expect(lintTree(tree, 'modules/cart/public.ts')).toEqual([expect.stringContaining('closes an import circle')]);
    expect(lintTree(tree, 'modules/payments/public.ts')).toEqual([expect.stringContaining('closes an import circle')]);
  });

  it('refuses a circle of three flows but not a chain', () => {
    const chain = {
      ...base,
      'flows/a/x.ts': "import { y } from '../b/y';\nexport const x = y;\n",
      'flows/b/y.ts': "import { z } from '../c/z';\nexport const y = z;\n",
      'flows/c/z.ts': 'export const z = 1;\n',
    };
    expect(lintTree(chain, 'flows/a/x.ts')).toEqual([]);
    const circle = { ...chain, 'flows/c/z.ts': "import { x } from '../a/x';\nexport const z = x;\n" };
    expect(lintTree(circle, 'flows/c/z.ts')).toEqual([expect.stringContaining('closes an import circle')]);
  });
});
