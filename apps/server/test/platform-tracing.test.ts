import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { jobsOf } from '../src/platform/jobs';
import { startTracing, tracesUrl } from '../src/platform/tracing';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * OpenTelemetry traces (issue 16, decision 299): pointed at a collector, the server sends its spans
 * there over OTLP/HTTP; without one it makes none. The collector here is a small OTLP/HTTP receiver
 * in the test process that keeps what it is sent.
 */
interface OtlpAttribute { key: string; value: { stringValue?: string; intValue?: string | number } }
interface OtlpSpan { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes: OtlpAttribute[]; status?: { code?: number } }
interface OtlpExport { resourceSpans: Array<{ resource: { attributes: OtlpAttribute[] }; scopeSpans: Array<{ spans: OtlpSpan[] }> }> }

let collector: Server;
const received: Array<{ path: string; contentType: string; body: OtlpExport }> = [];
let t: TestApp;

beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', contentType: String(request.headers['content-type']), body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  t = await startTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}/`, OTEL_SERVICE_NAME: 'caskmark-test', OTEL_BSP_SCHEDULE_DELAY: '50' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => collector?.close(resolve));
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((candidate) => candidate.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};
const spans = () => received.flatMap((item) => item.body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)));

async function spanNamed(match: (span: OtlpSpan) => boolean): Promise<OtlpSpan> {
  const end = Date.now() + 10_000;
  for (;;) {
    await t.context.tracing!.flush();
    const found = spans().find(match);
    if (found) return found;
    if (Date.now() > end) throw new Error(`no such span among ${spans().map((span) => span.name).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('OpenTelemetry traces (issue 16, decision 299)', () => {
  it('sends a server span per request to <endpoint>/v1/traces, named by its route, continuing the caller’s trace', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = '00f067aa0ba902b7';
    const answer = await t.get(`/api/release/v3/release-page/${crypto.randomUUID()}?x=1`, { headers: { traceparent: `00-${traceId}-${parent}-01` } });
    expect(answer.status).toBe(404);
    const span = await spanNamed((candidate) => candidate.name === 'GET /api/release/v3/release-page/:releasePublicPk');
    expect(span).toMatchObject({ traceId, parentSpanId: parent, kind: 2 });
    expect(attribute(span, 'http.route')).toBe('/api/release/v3/release-page/:releasePublicPk');
    expect(attribute(span, 'http.response.status_code')).toBe(404);
    expect(attribute(span, 'url.path')).not.toContain('?');
    expect(received[0]!.path).toBe('/v1/traces');
    expect(received[0]!.contentType).toContain('application/json');
    const service = received[0]!.body.resourceSpans[0]!.resource.attributes.find((item) => item.key === 'service.name');
    expect(service?.value.stringValue).toBe('caskmark-test');
  });

  it('starts a new trace for a request without one, and a span per job run', async () => {
    await t.get('/healthz');
    const health = await spanNamed((candidate) => candidate.name === 'GET /healthz');
    expect(health.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(health.parentSpanId ?? '').toBe('');

    const jobs = await jobsOf(t.context);
    const done = new Promise<void>((resolve) => {
      void jobs.process<{ n: number }>('tracing-test', async (data) => {
        expect(data.n).toBe(7);
        resolve();
      });
    });
    await jobs.send('tracing-test', { n: 7 });
    await done;
    const job = await spanNamed((candidate) => candidate.name === 'job tracing-test');
    expect(job.kind).toBe(5);
    expect(attribute(job, 'messaging.destination.name')).toBe('tracing-test');
  }, 30_000);

  it('makes no spans without an endpoint: tracing is off by default', () => {
    expect(startTracing(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
    expect(tracesUrl(loadConfig({ NODE_ENV: 'test', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }))).toBe('http://collector:4318/v1/traces');
    expect(tracesUrl(loadConfig({ NODE_ENV: 'test', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://other:4318/traces' }))).toBe('http://other:4318/traces');
  });
});
