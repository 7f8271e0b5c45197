import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { forbidden } from '../../platform/errors';
import { LATENCY_BUCKETS, requestMetricsOf } from '../../platform/request-metrics';
import { requireStaff } from '../identity/public';
import { healthSnapshot, type HealthSnapshot } from './health';

const label = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

function prometheusText(app: App, health: HealthSnapshot): string {
  const lines: string[] = [];
  const metric = (name: string, type: string, help: string) => lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
  metric('caskmark_http_requests_total', 'counter', 'Answered HTTP requests by route pattern, method and status class.');
  const series = requestMetricsOf(app).all();
  for (const entry of series) lines.push(`caskmark_http_requests_total{method="${entry.method}",route="${label(entry.route)}",status="${entry.status}"} ${entry.count}`);
  metric('caskmark_http_request_duration_seconds', 'histogram', 'Time to answer, by route pattern and method.');
  for (const entry of series) {
    const labels = `method="${entry.method}",route="${label(entry.route)}",status="${entry.status}"`;
    LATENCY_BUCKETS.forEach((bound, index) => lines.push(`caskmark_http_request_duration_seconds_bucket{${labels},le="${bound}"} ${entry.buckets[index]}`));
    lines.push(`caskmark_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${entry.count}`);
    lines.push(`caskmark_http_request_duration_seconds_sum{${labels}} ${entry.sum.toFixed(6)}`);
    lines.push(`caskmark_http_request_duration_seconds_count{${labels}} ${entry.count}`);
  }
  metric('caskmark_database_up', 'gauge', '1 when the database answers.');
  lines.push(`caskmark_database_up ${health.database.ok ? 1 : 0}`);
  metric('caskmark_workflow_runs_active', 'gauge', 'Workflow runs running, waiting or compensating (the job queue depth).');
  for (const run of health.workflows) lines.push(`caskmark_workflow_runs_active{workflow="${label(run.workflow)}"} ${run.active}`);
  metric('caskmark_workflow_runs_failed', 'gauge', 'Workflow runs that ended failed.');
  for (const run of health.workflows) lines.push(`caskmark_workflow_runs_failed{workflow="${label(run.workflow)}"} ${run.failed}`);
  metric('caskmark_indexer_lag_blocks', 'gauge', 'Blocks between the chain head and the indexer checkpoint.');
  if (health.chain.lagBlocks !== null) lines.push(`caskmark_indexer_lag_blocks ${health.chain.lagBlocks}`);
  metric('caskmark_open_carts', 'gauge', 'Carts Initiated or In Progress.');
  lines.push(`caskmark_open_carts ${health.openCarts}`);
  metric('caskmark_holds', 'gauge', 'Editions held in a live cart.');
  lines.push(`caskmark_holds ${health.holds}`);
  metric('caskmark_payment_failures_total', 'counter', 'Payment intents that failed at the processor.');
  lines.push(`caskmark_payment_failures_total ${health.paymentFailures}`);
  return `${lines.join('\n')}\n`;
}

/** `METRICS_TOKEN` set: a bearer token equal to it; unset: only outside production (decision 293). */
function authoriseScrape(request: FastifyRequest, context: AppContext): void {
  const expected = context.config.METRICS_TOKEN;
  if (!expected) {
    if (context.config.NODE_ENV === 'production') throw forbidden('Metrics are disabled: set METRICS_TOKEN.');
    return;
  }
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw forbidden();
}

const HealthSchema = z.object({
  database: z.object({ ok: z.boolean(), latencyMs: z.number() }),
  chain: z.object({ mode: z.string(), ok: z.boolean(), headBlock: z.number().nullable(), indexedBlock: z.number().nullable(), lagBlocks: z.number().nullable() }),
  workflows: z.array(z.object({ workflow: z.string(), active: z.number(), failed: z.number() })),
  openCarts: z.number(),
  holds: z.number(),
  paymentFailures: z.number(),
  takenAt: z.string(),
});

/** Prometheus metrics, liveness, readiness and the staff health page's call (decision 293). */
export function registerMetricsRoutes(app: App, context: AppContext) {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    authoriseScrape(request, context);
    const text = prometheusText(app, await healthSnapshot(context));
    return reply.header('cache-control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8').send(text);
  });
  app.get('/livez', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const health = await healthSnapshot(context);
    const ready = health.database.ok && health.chain.ok;
    return reply.header('cache-control', 'no-store').status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', database: health.database.ok, chain: health.chain.ok });
  });
  app.get('/api/staff/v1/health', { schema: { tags: ['staff'], summary: 'The system at a glance (staff only)', response: { 200: HealthSchema } } }, async (request, reply) => {
    await requireStaff(request);
    reply.header('cache-control', 'no-store');
    return healthSnapshot(context);
  });
}
