import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInMember, buildSignedInUser } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: 'scrape-token-0123456789' });
}, 60_000);
afterAll(async () => t?.close());

describe('operations (issue 16)', () => {
  it('GET /metrics speaks Prometheus text, per route pattern, behind its token', async () => {
    await t.get('/api/release/v3/release-page/00000000-0000-4000-8000-000000000000');
    expect((await t.get('/metrics')).status).toBe(403);
    expect((await t.get('/metrics', { token: 'wrong-token-0123456789' })).status).toBe(403);
    const scrape = await t.get<string>('/metrics', { token: 'scrape-token-0123456789' });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    expect(scrape.body).toContain('# TYPE caskmark_http_request_duration_seconds histogram');
    expect(scrape.body).toMatch(/caskmark_http_requests_total\{method="GET",route="\/api\/release\/v3\/release-page\/:releasePublicPk",status="4xx"\} 1/);
    expect(scrape.body).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(scrape.body).toMatch(/caskmark_database_up 1/);
    expect(scrape.body).toMatch(/caskmark_open_carts \d+/);
    expect(scrape.body).toMatch(/caskmark_holds \d+/);
  });

  it('liveness and readiness answer separately; the health page is staff only', async () => {
    expect((await t.get<{ status: string }>('/livez')).body.status).toBe('ok');
    const ready = await t.get<{ status: string; database: boolean }>('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: true });
    expect((await t.get('/api/staff/v1/health')).status).toBe(401);
    expect((await t.get('/api/staff/v1/health', { token: (await buildSignedInUser(t)).tokens.idToken })).status).toBe(403);
    const staff = await buildSignedInMember(t, ['staff']);
    const health = await t.get<{ database: { ok: boolean }; chain: { mode: string } }>('/api/staff/v1/health', { token: staff.tokens.idToken });
    expect(health.status).toBe(200);
    expect(health.body.database.ok).toBe(true);
  });
});
