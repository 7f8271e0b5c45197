import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEventBus } from '../src/platform/events';
import { subscribe } from './support/graphql-ws';
import { startTestApp } from './support/test-app';

const redisUrl = process.env.REDIS_URL;

/** Resolves true when `work` settles within `ms`, false when it is still pending. */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([work.then(() => true), sleep(ms).then(() => false)]);
}

describe.runIf(redisUrl)('live events over Redis', () => {
  const unhandled: unknown[] = [];
  const record = (error: unknown) => unhandled.push(error);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
  });
  afterEach(() => {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
  });

  it('subscribes while the subscriber connection is still connecting without a subscriber-mode error, and closes', async () => {
    // A second SUBSCRIBE a few milliseconds after the first lands between connect and ready, where
    // ioredis's own handshake used to follow it (ioredis #2037); every delay is tried.
    for (let delay = 0; delay < 8; delay += 1) {
      const reported: Error[] = [];
      const bus = createEventBus({ redisUrl, namespace: 'race', onError: (error) => reported.push(error) });
      void bus.subscribe('race.first', () => undefined);
      await sleep(delay);
      void bus.subscribe(`race.second.${delay}`, () => undefined);
      await sleep(40);
      expect(await settlesWithin(bus.close(), 2_000), `close after ${delay} ms`).toBe(true);
      expect(reported, `errors after ${delay} ms`).toEqual([]);
    }
    expect(unhandled).toEqual([]);
  });

  it('keeps each deployment to its own events on one Redis', async () => {
    const [mine, sameDeployment, otherDeployment] = ['one', 'one', 'two'].map((namespace) => createEventBus({ redisUrl, namespace }));
    const heardBySame: unknown[] = [];
    const heardByOther: unknown[] = [];
    await sameDeployment.subscribe('system.clock', (payload) => heardBySame.push(payload));
    await otherDeployment.subscribe('system.clock', (payload) => heardByOther.push(payload));
    await mine.publish('system.clock', { offsetMs: 86_400_000 });
    for (let tries = 0; tries < 50 && heardBySame.length === 0; tries += 1) await sleep(20);
    await sleep(100);
    expect(heardBySame).toEqual([{ offsetMs: 86_400_000 }]);
    expect(heardByOther).toEqual([]);
    await Promise.all([mine, sameDeployment, otherDeployment].map((bus) => bus.close()));
  });

  it('starts and closes an app with REDIS_URL, a GraphQL subscriber still connected, with no unhandled error', async () => {
    const t = await startTestApp({ REDIS_URL: redisUrl });
    const client = await subscribe(t.baseUrl, 'subscription { systemEvent { kind at } }');
    const advanced = await t.post<{ now: string }>('/dev/clock', { advanceMs: 1_000 });
    expect(advanced.status).toBe(200);
    await client.next((data) => (data as { systemEvent: { kind: string } }).systemEvent.kind === 'clock.advanced');
    expect(await settlesWithin(t.close(), 10_000)).toBe(true);
    client.close();
    await sleep(500);
    expect(unhandled).toEqual([]);
  });
});
