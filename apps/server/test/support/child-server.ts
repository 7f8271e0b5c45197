import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { inject } from 'vitest';
import { testClient, type TestClient } from './test-app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder (under apps/server/node_modules) where workers bundle the server; removed after the run. */
    serverBundleRoot: string;
  }
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let bundled: Promise<string> | undefined;

/**
 * The server bundled as `npm run build` does (workspace packages inlined, npm packages external, the
 * migrations beside it), once per worker: starting from source through tsx costs seconds a start.
 * It lives under apps/server/node_modules so the server's own package versions resolve first, as
 * apps/server/dist does (from the root, lighthouse's hoisted copies would be found).
 */
export function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    const folder = path.join(inject('serverBundleRoot'), String(process.pid));
    const main = path.join(folder, 'main.js');
    if (existsSync(main)) return main;
    mkdirSync(folder, { recursive: true });
    await build({
      entryPoints: [path.join(repoRoot, 'apps/server/src/main.ts')],
      outfile: main,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [{ name: 'external-npm-packages', setup: (b) => b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@caskmark/') ? undefined : { path: args.path, external: true })) }],
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    });
    cpSync(path.join(repoRoot, 'packages/db/migrations'), path.join(folder, 'migrations'), { recursive: true });
    return main;
  })();
  return bundled;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

export interface ChildServer extends TestClient {
  process: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last 20,000 characters the process wrote. */
  output: () => string;
}

/**
 * The bundled server as a child process on `port`, ready once /healthz answers. `env` is all of its
 * configuration: this process's DATABASE_URL and REDIS_URL are not passed on.
 */
export async function startChildServer(port: number, env: Record<string, string>, children?: Set<ChildProcess>): Promise<ChildServer> {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', await serverBundle()], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, PORT: String(port), ...env },
  });
  children?.add(child);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      children?.delete(child);
      resolve({ code, signal });
    }),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const client = testClient(`http://127.0.0.1:${port}`);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (gone) throw new Error(`the server exited during start:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`the server did not start within 90 s:\n${output.slice(-4000)}`);
    if ((await client.get('/healthz').catch(() => null))?.status === 200) break;
    await sleep(50);
  }
  return { ...client, process: child, exited, output: () => output };
}

/** SIGTERM, and SIGKILL if it has not exited 25 s later. */
export async function stopChildServer(server: ChildServer): Promise<void> {
  server.process.kill('SIGTERM');
  if (!(await Promise.race([server.exited, sleep(25_000).then(() => null)]))) server.process.kill('SIGKILL');
  await server.exited;
}
