import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe } from './support/graphql-ws';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('GraphQL', () => {
  it('answers queries over HTTP with the business clock', async () => {
    const response = await t.post<{ data: { systemTime: string } }>('/graphql', { query: '{ systemTime }' });
    expect(response.status).toBe(200);
    expect(Math.abs(Date.parse(response.body.data.systemTime) - t.context.clock.nowMs())).toBeLessThan(5000);
  });

  it('pushes a published event to a WebSocket subscriber', async () => {
    const client = await subscribe(t.baseUrl, 'subscription { systemEvent { kind at } }');
    try {
      const advanced = await t.post<{ now: string }>('/dev/clock', { advanceMs: 60_000 });
      const closeToNow = (at: string) => Math.abs(Date.parse(at) - Date.parse(advanced.body.now)) < 1000;
      const event = (await client.next((data) => {
        const { kind, at } = (data as { systemEvent: { kind: string; at: string } }).systemEvent;
        return kind === 'clock.advanced' && closeToNow(at);
      })) as { systemEvent: { kind: string; at: string } };
      expect(event.systemEvent.kind).toBe('clock.advanced');
    } finally {
      client.close();
    }
  });

  it('reports a malformed query as a GraphQL error, not a crash', async () => {
    const response = await t.post<{ errors: Array<{ message: string }> }>('/graphql', { query: '{ nope }' });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toMatch(/nope/);
  });
});

describe.runIf(process.env.REDIS_URL && process.env.DATABASE_URL)('GraphQL across instances (Redis)', () => {
  let other: TestApp;
  beforeAll(async () => {
    // Another instance of the same deployment: same database, its own process.
    other = await startTestApp({ DATABASE_URL: t.context.config.DATABASE_URL! });
  });
  afterAll(async () => other?.close());

  it('delivers an event published on one instance to a subscriber on another', async () => {
    const client = await subscribe(t.baseUrl, 'subscription { systemEvent { kind at } }');
    try {
      const at = new Date().toISOString();
      await other.context.events.publish('system.event', { systemEvent: { kind: 'cross-instance', at } });
      const event = (await client.next(
        (data) => (data as { systemEvent: { kind: string } }).systemEvent.kind === 'cross-instance',
      )) as { systemEvent: { kind: string; at: string } };
      expect(event.systemEvent).toEqual({ kind: 'cross-instance', at });
    } finally {
      client.close();
    }
  });
});
