import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolvedConfig, type UserConfig } from 'vite';
import { firstScreenChunks } from './build-plugins/first-screen-chunks.ts';
import { preloadRouteChunks } from './build-plugins/route-chunks.ts';

const reactRouterProduction = path.resolve(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production/index.mjs',
);
const apiTarget = process.env.CASKMARK_API_URL ?? 'http://localhost:3000';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Assets of earlier builds are kept this long, so a server or a parallel build still using them keeps working. */
const STALE_ASSET_MS = 60 * 60_000;

function listFiles(directory: string): string[] {
  try {
    return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(directory, entry.name);
      return entry.isDirectory() ? listFiles(full) : [full];
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Runs a file operation, ignoring files another build removed meanwhile. */
function unlessGone(operation: () => void) {
  try {
    operation();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function outDirOf(config: ResolvedConfig) {
  return path.resolve(config.root, config.build.outDir);
}

/**
 * Builds in a shared working tree can overlap, and emptying the output folder pulls files from under
 * the other build (or a running server). So the folder is not emptied; assets no build has written
 * for an hour are removed instead.
 */
function pruneStaleAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'caskmark-prune-stale-assets',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    writeBundle(_options, bundle) {
      const current = new Set(Object.keys(bundle).map((file) => path.basename(file)));
      for (const file of listFiles(path.join(outDir, 'assets'))) {
        if (current.has(path.basename(file).replace(/\.(br|gz)$/, ''))) continue;
        unlessGone(() => {
          if (Date.now() - statSync(file).mtimeMs > STALE_ASSET_MS) rmSync(file, { force: true });
        });
      }
    },
  };
}

/**
 * Writes .br and .gz next to every text asset, so the server sends pre-compressed files (maximum
 * brotli quality costs build time once instead of CPU on every request).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'caskmark-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    closeBundle() {
      for (const file of listFiles(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.endsWith('index.html')) continue;
        unlessGone(() => {
          const source = readFileSync(file);
          if (source.length < 1024) return;
          const brotli = `${file}.br`;
          if (existsSync(brotli) && statSync(brotli).mtimeMs >= statSync(file).mtimeMs) return;
          writeFileSync(brotli, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
          writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        });
      }
    },
  };
}

/**
 * The stylesheet no longer blocks the first paint: it is fetched at high priority as a preload and
 * applied when it arrives, while index.html paints the splash or a static header at once. Until it
 * applies the app stays hidden (index.html), so nothing ever shows unstyled.
 */
function nonBlockingStylesheets(): Plugin {
  return {
    name: 'caskmark-non-blocking-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          (_tag, crossorigin = '', href) =>
            `<link rel="preload" as="style"${crossorigin} href="${href}" onload="this.onload=null;this.rel='stylesheet'" onerror="document.documentElement.classList.add('cm-css-failed')">`,
        );
      },
    },
  };
}

/**
 * React, React DOM and its scheduler in a chunk of their own, with the module that starts React DOM's
 * client (src/app/react-dom-client.ts, decision 370).
 */
const REACT_CHUNK = /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]react-dom-client\.ts$/;

/** The pages visitors land on (and Lighthouse measures), whose code is grouped into few files. */
const firstScreen = firstScreenChunks(import.meta.dirname, [
  'src/features/catalogue/routes/home-page.tsx',
  'src/features/catalogue/routes/marketplace-page.tsx',
  'src/features/catalogue/routes/release-page.tsx',
  'src/features/catalogue/routes/producer-page.tsx',
], [
  'src/app/shell/overlays/deferred-providers.tsx',
  'src/app/shell/cookie-banner.tsx',
  'src/app/shell/search/search-dialog.tsx',
  'src/app/shell/drawer/mobile-drawer.tsx',
  'src/app/shell/newsletter/newsletter-modal.tsx',
], [
  'src/features/catalogue/routes/edition-page.tsx',
  'src/features/catalogue/routes/listings-page.tsx',
  'src/features/catalogue/routes/listing-page.tsx',
  'src/features/vault/routes/public-vault-page.tsx',
]);

const config: UserConfig = {
  plugins: [react(), nonBlockingStylesheets(), preloadRouteChunks(), firstScreen.plugin, pruneStaleAssets(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The bench script reads the manifest to measure each page's JavaScript.
    manifest: true,
    // See pruneStaleAssets.
    emptyOutDir: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first screen needs in one file next to the entry, instead of a score of
          // small shared chunks that each cost a round trip on a phone (HTTP/1.1 opens six at a time).
          groups: [
            { name: 'react', test: REACT_CHUNK, priority: 20 },
            { name: 'app-shell', tags: ['$initial'], priority: 10 },
            ...firstScreen.groups,
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/services', '/graphql', '/dev', '/media', '/healthz', '/oidc'].map((prefix) => [
        prefix,
        { target: apiTarget, changeOrigin: false, ws: prefix === '/graphql' },
      ]),
    ),
  },
};

/**
 * `vite build --ssr`: the server's first-screen renderer (src/entry-snapshot.tsx, decision 367), next
 * to the app's build. Same React plugin and CSS modules, so its class names are the app's.
 */
const snapshotConfig: UserConfig = {
  plugins: [react()],
  build: {
    ssr: 'src/entry-snapshot.tsx',
    outDir: 'dist-snapshot',
    target: 'node20',
    emptyOutDir: true,
    copyPublicDir: false,
  },
  // Bundled so its production build is used (see below); the rest resolves from node_modules.
  ssr: { noExternal: ['react-router'] },
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  if (isSsrBuild) {
    process.env.NODE_ENV = 'production';
    return { ...snapshotConfig, resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } };
  }
  // `vite build` ships production React even when the calling shell says NODE_ENV=development (the
  // end-to-end server does, for its dev routes); `--mode development` still gives a development build.
  if (command === 'build' && mode === 'production') {
    process.env.NODE_ENV = 'production';
    // React Router's package exports name only its development build (dev warnings on, larger); its
    // production build sits next to it, and a production bundle takes that one (decision 366).
    return { ...config, resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } };
  }
  return config;
});
