import autocannon from 'autocannon';

/** One measured target: requests per second and latency percentiles (ms) at a fixed concurrency. */
export interface LoadResult {
  name: string;
  path: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx/304, plus socket errors and timeouts. */
  failures: number;
}

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  /**
   * Every request gets its own `_bench=<n>` query parameter, which the server ignores but its answer
   * cache keys on: each request is then a miss, computed from the database (the size check).
   */
  miss?: boolean;
}

let missCounter = 0;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** autocannon against one URL (the same tool and settings issue 17 measured with: 20 connections, 8 s). */
export async function measure(baseUrl: string, name: string, path: string, options: LoadOptions = {}): Promise<LoadResult> {
  const connections = options.connections ?? Number(process.env.BENCH_CONNECTIONS ?? 20);
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 8);
  const latencies: number[] = [];
  let failures = 0;
  const separator = path.includes('?') ? '&' : '?';
  const requests = options.miss
    ? [{ method: 'GET' as const, path, setupRequest: (request: { path?: string }) => ({ ...request, path: `${path}${separator}_bench=${(missCounter += 1)}` }) }]
    : undefined;
  const instance = autocannon({ url: `${baseUrl}${path}`, connections, duration: seconds, headers: options.headers, ...(requests ? { requests } : {}) });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    if (statusCode >= 400) failures += 1;
  });
  const result = await instance;
  await settle(baseUrl);
  latencies.sort((a, b) => a - b);
  return {
    name,
    path,
    connections,
    seconds,
    requestsPerSecond: latencies.length / (result.duration || seconds),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    failures: failures + result.errors + result.timeouts,
  };
}

/**
 * Waits until the server has drained what the last run left in flight (a slow endpoint keeps up to
 * `connections` requests running after the load stops): until a /healthz answers within 20 ms.
 */
export async function settle(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${baseUrl}/healthz`).then((response) => response.arrayBuffer());
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A fixed-width table; `floor` is the same run's /healthz rate that every ratio is taken against. */
export function formatTable(title: string, floor: number, results: LoadResult[]): string {
  const lines = [title, `  ${'target'.padEnd(34)} ${'req/s'.padStart(8)} ${'of /healthz'.padStart(12)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'failed'.padStart(7)}`];
  for (const result of results) {
    lines.push(
      `  ${result.name.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(8)} ${`${((100 * result.requestsPerSecond) / floor).toFixed(1)} %`.padStart(12)} ${result.p50.toFixed(1).padStart(8)} ${result.p95.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)} ${String(result.failures).padStart(7)}`,
    );
  }
  return lines.join('\n');
}
