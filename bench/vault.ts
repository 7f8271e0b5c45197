/**
 * The vault of a collector with 2,000 editions (issue 13): the first page of MY COLLECTION (grid, 8;
 * table, 10) and the debounced search (a bottle name, an edition number, a word that matches nothing),
 * each asked `rounds` times one after the other — a collector's own reads, as the browser sends them —
 * with client and server-side p50/p99, next to the same run's /healthz. The server runs in its own
 * process (bench/support/vault-server.ts) on a keep-alive socket opened before timing.
 *
 *   npx tsx bench/vault.ts [editions, default 2000] [rounds, default 200]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/vault.ts   (a fresh database on that server)
 */
import http from 'node:http';
import { benchDatabase } from './support/bench-database';
import { recordFigure } from './support/figures.mjs';
import { spawnBenchServer } from './support/spawn-server';

const editions = Number(process.argv[2] ?? process.env.BENCH_EDITIONS ?? 2000);
const rounds = Number(process.argv[3] ?? process.env.BENCH_ROUNDS ?? 200);

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

function get(url: string, token?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'GET', agent, headers: token ? { authorization: `Bearer ${token}` } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.once('error', reject);
    request.end();
  });
}

/** `rounds` sequential reads of each path in turn; answers each path's sorted latencies and its last answer's count. */
async function measure(baseUrl: string, token: string | undefined, paths: string[]): Promise<Array<{ path: string; latencies: number[]; count: number | null }>> {
  const out = paths.map((path) => ({ path, latencies: [] as number[], count: null as number | null }));
  for (let round = 0; round < rounds; round += 1) {
    for (const entry of out) {
      const t0 = performance.now();
      const answer = await get(`${baseUrl}${entry.path}`, token);
      entry.latencies.push(performance.now() - t0);
      if (answer.status !== 200) throw new Error(`${entry.path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      if (round === 0 && entry.path.startsWith('/api/')) entry.count = (JSON.parse(answer.body) as { count: number }).count;
    }
  }
  for (const entry of out) entry.latencies.sort((a, b) => a - b);
  return out;
}

async function main() {
  const database = await benchDatabase('caskmark_vault');
  const started = performance.now();
  const server = await spawnBenchServer<{ baseUrl: string; pid: number; database: string; token: string }>(
    { BENCH_DATABASE_URL: database.url, BENCH_EDITIONS: String(editions) },
    600_000,
    'bench/support/vault-server.ts',
  );
  try {
    console.log(`vault: one collector with ${editions} editions (+200 of another collector), ${rounds} rounds, ${database.url ? 'PostgreSQL' : 'PGlite'}, server ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await get(`${server.baseUrl}/healthz`);
    const [healthz] = await measure(server.baseUrl, undefined, ['/healthz']);
    const reads = await measure(server.baseUrl, server.token, [
      '/api/account/v2/vault?page=1&size=8',
      '/api/account/v2/vault?page=1&size=10',
      '/api/account/v2/vault?page=1&size=8&search=Glen%20Aurora',
      '/api/account/v2/vault?page=1&size=8&search=%2312',
      '/api/account/v2/vault?page=1&size=8&search=no%20bottle%20is%20called%20this',
    ]);
    const serverMs = (await (await fetch(`${server.baseUrl}/__bench/vault`)).json()) as Record<string, number[]>;
    const row = (label: string, latencies: number[], count: number | null) =>
      `  ${label.padEnd(34)} p50 ${percentile(latencies, 0.5).toFixed(1).padStart(6)} ms   p99 ${percentile(latencies, 0.99).toFixed(1).padStart(6)} ms${count === null ? '' : `   (${count} found)`}`;
    console.log(row('/healthz', healthz!.latencies, null));
    const labels = ['first page, grid (8)', 'first page, table (10)', "search 'Glen Aurora'", "search '#12'", 'search, no match'];
    reads.forEach((entry, index) => console.log(row(labels[index]!, entry.latencies, entry.count)));
    for (const [kind, values] of Object.entries(serverMs)) {
      const sorted = values.sort((a, b) => a - b);
      console.log(`  server, ${kind.padEnd(26)} p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 0.99).toFixed(1).padStart(6)} ms   (${sorted.length} timed)`);
    }
    // One request at a time on one socket: the /healthz rate of this run is the inverse of its mean latency.
    const healthzRate = (healthz!.latencies.length * 1000) / healthz!.latencies.reduce((sum, value) => sum + value, 0);
    reads.forEach((entry, index) => {
      for (const [tag, p] of [['p50', 0.5], ['p99', 0.99]] as const) {
        recordFigure({ bench: 'vault', name: `${labels[index]} ${tag}`, value: percentile(entry.latencies, p), unit: 'ms', healthz: healthzRate, note: index === 0 && tag === 'p50' ? `${editions} editions, ${rounds} sequential reads each` : undefined });
      }
    });
    if (reads[0]!.count !== editions) {
      console.error(`FAILED: the vault shows ${reads[0]!.count} editions, not ${editions}`);
      process.exitCode = 1;
    }
  } finally {
    agent.destroy();
    await server.stop();
    await database.drop();
  }
}

await main();
