import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'eslint-rules/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // graphql ships CommonJS (main) and ESM (module) copies: Node loads the CommonJS one for mercurius
        // and for the server's own imports, Vite would give the server the ESM one, and graphql refuses
        // a schema built by "another realm". The tests load what production loads.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          environment: 'node',
          // One migrated database for the run; each file copies it (support/test-database.ts).
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file gets its own database. Three files at a time on two cores: a file spends a good part
          // of its time waiting on the chain, workflows and child servers (2 → 3: PGlite pass 844 → 633 s,
          // PostgreSQL pass 595 → 411 s, decision 322).
          maxWorkers: 3,
          // Files share a worker's loaded modules: importing the server's graph cost ~3.7 s a file
          // (345 s a run). Nothing a test file starts outlives its close(): state lives per AppContext.
          isolate: false,
        },
      },
    ],
  },
});
