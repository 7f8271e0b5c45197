import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('platform', () => {
  it('answers /healthz once ready', async () => {
    const response = await t.get<{ status: string }>('/healthz');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('ok');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.get<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toContain('/services/utility/v1/system-time');
  });

  it('answers unknown API paths with a 404 and a clear message', async () => {
    const response = await t.get<{ code: string; detail: string }>('/api/does-not-exist/');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'not_found', detail: 'No route for GET /api/does-not-exist/.' });
  });

  it('moves the business clock forward and never backward', async () => {
    const before = await t.get<{ now: string }>('/services/utility/v1/system-time');
    const moved = await t.post<{ offsetMs: number; now: string }>('/dev/clock', { advanceMs: 3_600_000 });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.now) - Date.parse(before.body.now)).toBeGreaterThanOrEqual(3_600_000);
    const read = await t.get<{ offsetMs: number }>('/dev/clock');
    expect(read.body.offsetMs).toBe(moved.body.offsetMs);
    const backwards = await t.post<Record<string, string[]>>('/dev/clock', { advanceMs: -5 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.advanceMs?.[0]).toMatch(/>=0|greater/i);
  });

  it('rejects a malformed body with field errors, not a 500', async () => {
    const response = await t.post<Record<string, unknown>>('/dev/clock', { advanceMs: 'soon' });
    expect(response.status).toBe(400);
    expect(response.body.advanceMs).toEqual([expect.any(String)]);
  });

  it('serves the configured ETH price and follows a change', async () => {
    const first = await t.get<{ price: number; stale: boolean }>('/services/utility/v1/eth-price');
    expect(first.body.price).toBe(3150.42);
    await t.post('/dev/eth-price', { price: 2999.5 });
    const second = await t.get<{ price: number }>('/services/utility/v1/eth-price');
    expect(second.body.price).toBe(2999.5);
  });

  it('tells the web app which flagged features are on', async () => {
    const response = await t.get<{ giveaways: boolean; howCaskmarkWorks: boolean }>('/services/utility/v1/features');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ giveaways: true, howCaskmarkWorks: true });
    const off = await startTestApp({ FEATURE_GIVEAWAYS: 'false' });
    try {
      const flags = await off.get<{ giveaways: boolean; howCaskmarkWorks: boolean }>('/services/utility/v1/features');
      expect(flags.body).toEqual({ giveaways: false, howCaskmarkWorks: true });
    } finally {
      await off.close();
    }
  });
});
