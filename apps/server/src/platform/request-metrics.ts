import type { FastifyInstance } from 'fastify';

/** Upper bounds (seconds) of the latency histogram buckets. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface RouteSeries {
  method: string;
  route: string;
  status: string;
  count: number;
  sum: number;
  buckets: number[];
}

/**
 * Request rate and latency per route (its pattern, never the raw URL, so ids do not explode the
 * series), kept in process and read by `GET /metrics` (decision 293).
 */
export class RequestMetrics {
  private readonly series = new Map<string, RouteSeries>();

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    const status = `${Math.floor(statusCode / 100)}xx`;
    const key = `${method} ${route} ${status}`;
    let entry = this.series.get(key);
    if (!entry) {
      entry = { method, route, status, count: 0, sum: 0, buckets: LATENCY_BUCKETS.map(() => 0) };
      this.series.set(key, entry);
    }
    entry.count += 1;
    entry.sum += seconds;
    LATENCY_BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) entry.buckets[index]! += 1;
    });
  }

  all(): RouteSeries[] {
    return [...this.series.values()];
  }
}

const registries = new WeakMap<object, RequestMetrics>();

export function requestMetricsOf(app: FastifyInstance): RequestMetrics {
  let metrics = registries.get(app.server);
  if (!metrics) {
    metrics = new RequestMetrics();
    registries.set(app.server, metrics);
  }
  return metrics;
}

/** Records every answered request (unmatched routes under one `(unmatched)` series). */
export function registerRequestMetrics(app: FastifyInstance): void {
  const metrics = requestMetricsOf(app);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions?.url ?? '(unmatched)';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}
