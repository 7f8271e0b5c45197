/**
 * How many sign-ins this machine can verify per second: argon2id at the OWASP parameters
 * (m = 19 MiB, t = 2, p = 1), alone and through the real server.
 *
 *   npx tsx bench/auth-sign-in.ts [seconds per phase, default 5]
 */
import os from 'node:os';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { closeContext, createContext } from '../apps/server/src/context';
import { modules } from '../apps/server/src/modules/index';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../apps/server/src/modules/identity/services/passwords';

const seconds = Number(process.argv[2] ?? 5);
const password = 'Bench-mark-2026';

async function rate(concurrency: number, work: () => Promise<unknown>): Promise<{ perSecond: number; p50: number; p95: number }> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await work();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
    p95: latencies[Math.floor(latencies.length * 0.95)] ?? 0,
  };
}

const format = (result: { perSecond: number; p50: number; p95: number }) =>
  `${result.perSecond.toFixed(1).padStart(7)} /s   p50 ${result.p50.toFixed(0).padStart(4)} ms   p95 ${result.p95.toFixed(0).padStart(4)} ms`;

async function argon2Only() {
  const hash = await hashPassword(password);
  console.log(`argon2id m=${ARGON2_OPTIONS.memoryCost} KiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}; ${os.cpus().length} CPUs, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? 4}`);
  for (const concurrency of [1, 2, 4]) {
    const result = await rate(concurrency, async () => {
      if (!(await verifyPassword(hash, password))) throw new Error('verification failed');
    });
    console.log(`  verify, ${concurrency} at a time: ${format(result)}`);
  }
}

async function throughServer() {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/caskmark-bench', SEED_DEMO_DATA: 'false' });
  const context = await createContext(config, pino({ level: 'silent' }), { dataDir: null });
  for (const module of modules) await module.start?.(context);
  const app = await buildApp(context, { modules, serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const email = 'bench@example.test';
    await fetch(`${base}/api/auth/v1/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    const [message] = (await (await fetch(`${base}/dev/mailbox?to=${email}`)).json()) as Array<{ text: string }>;
    const code = /\b(\d{6})\b/.exec(message.text)![1];
    await fetch(`${base}/api/auth/v1/confirm-sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, code }) });
    let client = 0;
    for (const concurrency of [1, 4]) {
      const result = await rate(concurrency, async () => {
        client += 1;
        // Each request from its own address: the per-address limit is not what is measured here.
        const response = await fetch(`${base}/api/auth/v1/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` },
          body: JSON.stringify({ username: email, password }),
        });
        if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
      });
      console.log(`  POST /api/auth/v1/sign-in, ${concurrency} at a time: ${format(result)}`);
    }
  } finally {
    await app.close();
    await closeContext(context);
  }
}

console.log(`Sign-in verification benchmark (${seconds} s per line)`);
await argon2Only();
console.log('Through the server (PGlite in memory, session and tokens issued):');
await throughServer();
