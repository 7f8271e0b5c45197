import { context as otelContext, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * OpenTelemetry traces (issue 16, decision 299): off unless OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) names an OTLP/HTTP collector. Then every HTTP request is one
 * server span (named by its route pattern, continuing an incoming W3C `traceparent`) and every job run
 * one consumer span, batched to `<endpoint>/v1/traces`. The provider is this server's own (not the
 * process-global one), so two servers in one process — the tests — never share spans.
 */
export interface Tracing {
  tracer: Tracer;
  /** Sends what is batched now (tests; shutdown does it too). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

const propagator = new W3CTraceContextPropagator();
const headerGetter = {
  keys: (carrier: Record<string, unknown>) => Object.keys(carrier),
  get: (carrier: Record<string, unknown>, key: string) => {
    const value = carrier[key];
    return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value : undefined;
  },
};

/** The collector's traces URL: the per-signal variable is used as given, the base one gets /v1/traces (the OTLP convention). */
export function tracesUrl(config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'>): string | null {
  if (config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) return `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
  return null;
}

export function startTracing(config: Config): Tracing | null {
  const url = tracesUrl(config);
  if (!url) return null;
  const exporter = new OTLPTraceExporter({ url });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME, 'deployment.environment.name': config.NODE_ENV }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: config.OTEL_BSP_SCHEDULE_DELAY })],
  });
  return {
    tracer: provider.getTracer('caskmark-server'),
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

const requestSpans = new WeakMap<FastifyRequest, Span>();

/** One server span per request: route pattern as its name, status code, and 5xx marked as an error. */
export function registerRequestTracing(app: FastifyInstance, tracing: Tracing | null): void {
  if (!tracing) return;
  app.addHook('onRequest', async (request) => {
    const parent = propagator.extract(otelContext.active(), request.headers as Record<string, unknown>, headerGetter);
    const route = request.routeOptions?.url;
    const span = tracing.tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0]!,
          ...(route ? { 'http.route': route } : {}),
          'client.address': request.ip,
          ...(request.headers['user-agent'] ? { 'user_agent.original': request.headers['user-agent'] } : {}),
        },
      },
      parent,
    );
    requestSpans.set(request, span);
  });
  app.addHook('onError', async (request, _reply, error) => {
    const span = requestSpans.get(request);
    if (span && !(error as { statusCode?: number }).statusCode) span.recordException(error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = requestSpans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
    requestSpans.delete(request);
  });
}

/** Runs `work` inside a span (a job run, a scheduled task); a thrown error marks the span and is rethrown. */
export async function withSpan<T>(tracing: Tracing | null, name: string, attributes: Record<string, string | number>, work: () => Promise<T>): Promise<T> {
  if (!tracing) return work();
  const span = tracing.tracer.startSpan(name, { kind: SpanKind.CONSUMER, attributes });
  try {
    return await otelContext.with(trace.setSpan(otelContext.active(), span), work);
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}
