// Bundles the server and the workspace packages it imports into dist/; npm packages stay external.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
rmSync(dist, { recursive: true, force: true });

const keepNpmPackagesExternal = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@caskmark/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepNpmPackagesExternal],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
cpSync(path.join(here, '../../packages/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('server bundle written to', path.relative(process.cwd(), dist));
