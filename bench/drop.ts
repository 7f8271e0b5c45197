/**
 * A drop: 1,000 collectors race through the real HTTP API for the 10 editions of one release pack
 * (first come, first served: no edition named, the server picks the next free one). The server runs
 * in its own process (bench/support/drop-server.ts); this client keeps a fixed pool of keep-alive
 * sockets (one per concurrent buyer), so neither side measures socket set-up or port exhaustion.
 * Prints the holds granted (must be exactly 10), add-to-cart requests per second with client and
 * server-side p50/p99, and the same run's /healthz requests per second as the machine's floor.
 *
 *   npx tsx bench/drop.ts [buyers, default 1000] [concurrency, default 100]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/drop.ts   (a fresh database on that server)
 */
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { benchDatabase } from './support/bench-database';
import { spawnBenchServer } from './support/spawn-server';
import { recordFigure } from './support/figures.mjs';

const buyers = Number(process.argv[2] ?? process.env.BENCH_BUYERS ?? 1000);
const concurrency = Number(process.argv[3] ?? process.env.BENCH_CONCURRENCY ?? 100);
const EDITIONS = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency });

function send(url: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers: body ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    request.once('error', reject);
    request.end(body);
  });
}

/** Runs `jobs` with `workers` at a time; answers elapsed seconds, each job's latency and result. */
async function race<T>(jobs: Array<() => Promise<T>>, workers: number): Promise<{ seconds: number; latencies: number[]; results: T[] }> {
  const latencies: number[] = [];
  const results: T[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const t0 = performance.now();
        results.push(await job());
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b), results };
}

async function main() {
  const database = await benchDatabase('caskmark_drop');
  const server = await spawnBenchServer<{ baseUrl: string; pid: number; database: string; packPk: string; tokensFile: string }>(
    { BENCH_DATABASE_URL: database.url, BENCH_BUYERS: String(buyers), BENCH_EDITIONS: String(EDITIONS) },
    300_000,
    'bench/support/drop-server.ts',
  );
  try {
    const tokens = JSON.parse(readFileSync(server.tokensFile, 'utf8')) as string[];
    rmSync(server.tokensFile, { force: true });
    console.log(`drop: ${buyers} buyers, ${EDITIONS} editions, ${concurrency} at a time, ${database.url ? 'PostgreSQL' : 'PGlite'}, server in its own process`);
    // Open the pool's sockets once, so neither run pays for connecting.
    await race(Array.from({ length: concurrency }, () => () => send(`${server.baseUrl}/healthz`, 'GET')), concurrency);

    const floor = await race(
      Array.from({ length: buyers }, () => () => send(`${server.baseUrl}/healthz`, 'GET')),
      concurrency,
    );
    const body = JSON.stringify({ releasePackPublicPk: server.packPk, origin: 'fcfs' });
    const add = await race(
      tokens.map((token) => () => send(`${server.baseUrl}/api/primary-payments/v2/checkout/cart/line`, 'POST', { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body)),
      concurrency,
    );
    const granted = add.results.filter((status) => status === 201).length;
    const refused = add.results.filter((status) => status === 400).length;
    const other = add.results.length - granted - refused;
    const stats = (await (await fetch(`${server.baseUrl}/__bench/drop`)).json()) as { openHolds: number; serverMs: number[] };
    const serverMs = stats.serverMs.sort((a, b) => a - b);

    const line = (name: string, result: { seconds: number; latencies: number[] }) =>
      `  ${name.padEnd(12)} ${(result.latencies.length / result.seconds).toFixed(0).padStart(6)} req/s   client p50 ${percentile(result.latencies, 0.5).toFixed(1).padStart(7)} ms   p99 ${percentile(result.latencies, 0.99).toFixed(1).padStart(7)} ms`;
    console.log(line('/healthz', floor));
    console.log(line('add to cart', add));
    console.log(`  add to cart  server p50 ${percentile(serverMs, 0.5).toFixed(1)} ms   p99 ${percentile(serverMs, 0.99).toFixed(1)} ms   (${serverMs.length} timed)`);
    console.log(`  holds granted: ${granted} (open holds in the database: ${stats.openHolds}); refused: ${refused}; other answers: ${other}`);
    const healthz = floor.latencies.length / floor.seconds;
    const figure = (name: string, value: number, unit: string, note?: string) => recordFigure({ bench: 'drop', name, value, unit, healthz, note });
    figure('add to cart', add.latencies.length / add.seconds, 'req/s', `${buyers} buyers, ${concurrency} at a time; holds ${granted} of ${EDITIONS}`);
    figure('add to cart client p50', percentile(add.latencies, 0.5), 'ms');
    figure('add to cart client p99', percentile(add.latencies, 0.99), 'ms');
    figure('add to cart server p50', percentile(serverMs, 0.5), 'ms');
    figure('add to cart server p99', percentile(serverMs, 0.99), 'ms');
    if (granted !== EDITIONS || stats.openHolds !== EDITIONS || other !== 0) {
      console.error('FAILED: the drop must grant exactly one hold per edition and answer every other buyer with a refusal');
      process.exitCode = 1;
    }
  } finally {
    agent.destroy();
    await server.stop();
    await database.drop();
  }
}

await main();
