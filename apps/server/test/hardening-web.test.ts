import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createHash } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startServer, type RunningServer } from '../src/start-server';
import { serverBundle } from './support/child-server';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 10, the web findings (5, 10, 11): each test fails on the code before its fix. */

const PUBLIC_URL = 'https://market.caskmark.example';
const PUBLIC_RPC = 'https://rpc.caskmark.example/v1';

describe('finding 5: Content-Security-Policy and HSTS', () => {
  const SPLASH = `(function () { document.documentElement.className += ' cm-splash'; })();`;
  const SWAP = "this.onload=null;this.rel='stylesheet'";
  const INDEX = `<!doctype html><html><head>
    <script>${SPLASH}</script>
    <link rel="preload" as="style" href="/assets/app.css" onload="${SWAP}">
    <script type="module" crossorigin src="/assets/app.js"></script>
  </head><body><div id="root"></div></body></html>`;
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  let dataDir: string;
  let server: RunningServer;
  let baseUrl: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'caskmark-finding5-'));
    mkdirSync(path.join(dataDir, 'web'));
    writeFileSync(path.join(dataDir, 'web', 'index.html'), INDEX);
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'web'),
      PUBLIC_URL,
      CHAIN_MODE: 'off',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      CHAIN_PUBLIC_RPC_URL: PUBLIC_RPC,
      CSP_CONNECT_SRC: 'https://relay.wallet.example, wss://relay.wallet.example/socket',
    });
    server = await startServer(config, pino({ level: 'silent' }), Date.now(), { serveWeb: true });
    const address = server.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finding 5: every web app page carries a strict CSP: own scripts plus the hashes of what the page inlines, no framing', async () => {
    for (const page of ['/', '/marketplace', '/producers/unknown/release', '/account/settings']) {
      const response = await fetch(`${baseUrl}${page}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(SPLASH);
      const policy = response.headers.get('content-security-policy') ?? '';
      const directives = new Map(policy.split(/;\s*/).map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
      expect(directives.get('script-src')).toEqual(["'self'", hash(SPLASH), "'unsafe-hashes'", hash(SWAP)]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('connect-src')).toEqual(["'self'", 'https://relay.wallet.example', 'wss://relay.wallet.example', 'https://rpc.caskmark.example']);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('finding 5: HSTS on every answer when PUBLIC_URL is https, never over a plain-http site', async () => {
    for (const address of ['/', '/healthz', '/api/brands/v1/']) {
      expect((await fetch(`${baseUrl}${address}`)).headers.get('strict-transport-security')).toBe('max-age=63072000');
    }
    const plain = await startTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    try {
      expect((await fetch(`${plain.baseUrl}/healthz`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('finding 5: a bad CSP_CONNECT_SRC stops the start with the reason', () => {
    expect(() => loadConfig({ CSP_CONNECT_SRC: 'javascript:alert(1)' })).toThrow(/CSP_CONNECT_SRC: javascript:alert\(1\) is not an http\(s\):\/\/ or ws\(s\):\/\/ origin/);
  });
});

describe('finding 11: production chain RPC, framable docs, cross-site newsletter posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production's shape: the dev chain runs but the /dev routes (and so the RPC proxy) are off.
    t = await startTestApp({ PUBLIC_URL, CHAIN_MODE: 'dev', ENABLE_DEV_ROUTES: 'false', CHAIN_PUBLIC_RPC_URL: PUBLIC_RPC });
  });
  afterAll(async () => t?.close());

  it('finding 11: chain-config names the configured browser RPC, or none, never the /dev proxy the server does not serve', async () => {
    expect((await t.post('/dev/chain-rpc', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).status).toBe(404);
    const configured = await t.get<{ rpcUrl: string | null; mode: string }>('/services/utility/v1/chain-config');
    expect(configured.status).toBe(200);
    expect(configured.body.rpcUrl).toBe(PUBLIC_RPC);

    const saved = t.context.config.CHAIN_PUBLIC_RPC_URL;
    t.context.config.CHAIN_PUBLIC_RPC_URL = undefined;
    try {
      const none = await t.get<{ rpcUrl: string | null; mode: string }>('/services/utility/v1/chain-config');
      expect(none.body.rpcUrl).toBeNull();
    } finally {
      t.context.config.CHAIN_PUBLIC_RPC_URL = saved;
    }
  });

  it('finding 11: /api/docs cannot be framed', async () => {
    const docs = await fetch(`${t.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(docs.status).toBe(200);
    expect(docs.headers.get('x-frame-options')).toBe('DENY');
    expect(docs.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const page = await fetch(`${t.baseUrl}/api/docs/static/index.html`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('finding 11: the newsletter refuses cross-site form posts and foreign origins, and still takes JSON from the site', async () => {
    const url = `${t.baseUrl}/api/communication/v1/newsletter`;
    const form = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'email=victim%40example.com&partner=',
    });
    expect(form.status).toBe(403);
    const formNoOrigin = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=victim%40example.com&partner=' });
    expect(formNoOrigin.status).toBe(415);
    const plain = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"email":"victim@example.com","partner":""}' });
    expect(plain.status).toBe(415);
    const foreignJson = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'victim@example.com', partner: '' }),
    });
    expect(foreignJson.status).toBe(403);

    const own = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: PUBLIC_URL }, body: JSON.stringify({ email: 'reader@example.com', partner: '' }) });
    expect(own.status).toBe(201);
    const sameHost = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: t.baseUrl }, body: JSON.stringify({ email: 'reader2@example.com', partner: '' }) });
    expect(sameHost.status).toBe(201);
  });
});

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Child processes of `pid` by command name (`ps`; Linux/macOS). */
function childrenOf(pid: number): Array<{ pid: number; command: string }> {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there are none
  }
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length >= 2)
    .map(([child, command]) => ({ pid: Number(child), command: command! }));
}

/** Running, i.e. neither gone nor a zombie waiting to be reaped. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc (macOS): kill(0) succeeded
  }
}

async function waitUntil(what: string, check: () => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

describe('finding 10: the dev chain lives and dies with the server', () => {
  let dataDir: string;
  let webDir: string;
  const started: ChildProcess[] = [];
  const chains: number[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'caskmark-finding10-'));
    webDir = path.join(dataDir, 'web');
    mkdirSync(webDir);
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  });
  afterAll(() => {
    for (const child of started) if (child.pid && isRunning(child.pid)) child.kill('SIGKILL');
    // A failing run must not leave its chains behind.
    for (const pid of chains) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * `npm start`'s process pair: a parent running scripts/run-server.mjs (as start.mjs does) in its own
   * process group, as a terminal's foreground job is, and the bundled server under it.
   */
  async function startLikeNpmStart() {
    // The embedded database and in-memory events, whatever the suite runs on.
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
    // The built server, as start.mjs runs apps/server/dist/main.js (from source through tsx each start cost ~20 s).
    const script = `import { runServer } from './scripts/run-server.mjs'; runServer(['--enable-source-maps', ${JSON.stringify(await serverBundle())}]);`;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDir,
        SEED_DEMO_DATA: 'false',
        CHAIN_MODE: 'dev',
        LOG_LEVEL: 'info',
      },
    });
    started.push(parent);
    let output = '';
    parent.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    parent.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => parent.once('exit', (code, signal) => resolve({ code, signal })));
    let gone = false;
    void exited.then(() => (gone = true));
    await waitUntil('the server is ready', () => gone || output.includes('Caskmark is ready'), 90_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${output.slice(-3000)}`);
    });
    if (gone) throw new Error(`npm start exited before the server was ready:\n${output.slice(-3000)}`);
    const server = childrenOf(parent.pid!).find((child) => child.command === 'node');
    expect(server, 'the server process').toBeDefined();
    const anvil = childrenOf(server!.pid).find((child) => child.command === 'anvil');
    expect(anvil, 'the dev chain process').toBeDefined();
    chains.push(anvil!.pid);
    return { parent, serverPid: server!.pid, anvilPid: anvil!.pid, exited };
  }

  it('finding 10: a server killed with SIGKILL takes anvil with it; a killed npm start takes both; Ctrl-C stops everything', async () => {
    // The server crashes (kill -9): anvil goes at once, and npm start exits.
    const crashed = await startLikeNpmStart();
    process.kill(crashed.serverPid, 'SIGKILL');
    await waitUntil('anvil has ended after the server was killed', () => !isRunning(crashed.anvilPid), 5_000);
    expect((await crashed.exited).code).not.toBe(0);

    // npm start itself is killed (kill -9): the server notices, shuts down, and stops anvil.
    const orphaned = await startLikeNpmStart();
    process.kill(orphaned.parent.pid!, 'SIGKILL');
    await waitUntil('the server has stopped after its parent was killed', () => !isRunning(orphaned.serverPid), 25_000);
    await waitUntil('anvil has ended after its parent was killed', () => !isRunning(orphaned.anvilPid), 5_000);

    // Ctrl-C: the terminal signals the whole foreground group; everything stops, cleanly.
    const interrupted = await startLikeNpmStart();
    process.kill(-interrupted.parent.pid!, 'SIGINT');
    expect(await interrupted.exited).toEqual({ code: 0, signal: null });
    await waitUntil('the server has stopped after Ctrl-C', () => !isRunning(interrupted.serverPid), 5_000);
    await waitUntil('anvil has ended after Ctrl-C', () => !isRunning(interrupted.anvilPid), 5_000);
  }, 300_000);
});
