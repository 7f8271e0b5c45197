import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionLots, auctionWins, cartLines } from '@caskmark/db';
import { loadConfig } from '../src/config';
import { createContext } from '../src/context';
import { modules } from '../src/modules/index';
import { RATE_LIMITS } from '../src/modules/identity/services/index';
import { advanceClock, buildBidder, buildLot, quickBid } from './auction-helpers';
import { addLine, buildBuyer, buildPackForSale } from './checkout-helpers';
import { buildEmail, buildIp, signUp } from './identity-helpers';
import { subscribe } from './support/graphql-ws';
import { serveForTests, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

/**
 * Issue 17: two servers on one PostgreSQL and one Redis behave as one deployment. Each instance has
 * its own process-local state (caches, pg-boss workers, Redis connections, business-clock copy), so
 * anything that only worked inside one process shows up here. A server killed with SIGKILL losing
 * nothing it acknowledged is checkout-kill.test.ts, which runs on this PostgreSQL in CI.
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

async function startInstance(url: string): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: process.env.TEST_DATA_DIR ?? '/tmp/caskmark-test',
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: 'loopback',
    DATABASE_URL: url,
    REDIS_URL: redisUrl,
  });
  const context = await createContext(config, pino({ level: config.LOG_LEVEL }), { dataDir: null });
  for (const module of modules) await module.start?.(context);
  return serveForTests(context);
}

async function eventually<T>(read: () => Promise<T | null | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(100);
  }
}

describe.runIf(databaseUrl && redisUrl)('two instances on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One after the other, as a rolling start does: the first migrates and names the deployment.
    a = await startInstance(database.url!);
    b = await startInstance(database.url!);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('are one deployment: same id, and a clock moved on one is moved on the other', async () => {
    expect(b.context.deploymentId).toBe(a.context.deploymentId);
    const before = b.context.clock.offset;
    await advanceClock(a, 1_000);
    const moved = await eventually(async () => (b.context.clock.offset === before + 1_000 ? true : null));
    expect(moved).toBe(true);
    expect((await b.get<{ offsetMs: number }>('/dev/clock')).body.offsetMs).toBe(a.context.clock.offset);
  });

  it('hold the last edition for exactly one of 12 buyers racing through both', async () => {
    const { pack, nfts } = await buildPackForSale(a, { count: 1 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => buildBuyer(a, { profile: false })));
    const answers = await Promise.all(buyers.map((buyer, i) => addLine(i % 2 ? b : a, buyer, { releasePackPublicPk: pack.publicPk })));
    const held = answers.filter((answer) => answer.status < 300);
    expect(held).toHaveLength(1);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const lines = await a.context.db.select().from(cartLines).where(eq(cartLines.editionNftPk, nfts[0]!.publicPk));
    expect(lines.filter((line) => line.releasedAt === null)).toHaveLength(1);
  }, 60_000);

  it('deliver a cart event raised on one to a subscriber of the other', async () => {
    const { pack } = await buildPackForSale(a, { count: 2 });
    const watcher = await subscribe(a.baseUrl, `subscription { primaryCheckoutCartLineCreated(releasePackPublicPk: "${pack.publicPk}") { editionNumber handler } }`);
    try {
      const buyer = await buildBuyer(a, { profile: false });
      expect((await addLine(b, buyer, { releasePackPublicPk: pack.publicPk })).status).toBeLessThan(300);
      const event = (await watcher.next(undefined, 10_000)).primaryCheckoutCartLineCreated as { handler: string };
      expect(event.handler).toBe(buyer.row.handler);
    } finally {
      watcher.close();
    }
  }, 60_000);

  it('keep one bid ladder for a lot bid on through both, and tell watchers on either', async () => {
    const { pack } = await buildLot(a, { startingUsd: 1000 });
    const bidders = await Promise.all(Array.from({ length: 8 }, () => buildBidder(a)));
    const watchers = await Promise.all([a, b].map((t) => subscribe(t.baseUrl, `subscription { auctionBidCreated(releasePackPublicPk: "${pack.publicPk}") { handler bidInUsd } }`)));
    try {
      // Everyone offers the same opening amount at once, half through each server: one is the opening bid.
      const results = await Promise.all(bidders.map((bidder, i) => quickBid(i % 2 ? b : a, bidder, pack.publicPk, 1000)));
      const accepted = results.filter((result) => result.nonFieldErrors.length === 0);
      expect(accepted).toHaveLength(1);
      for (const watcher of watchers) {
        const event = (await watcher.next(undefined, 10_000)).auctionBidCreated as { handler: string; bidInUsd: number };
        expect(event).toMatchObject({ handler: accepted[0]!.handler, bidInUsd: 1000 });
      }
      // Then each raises by the next increment the server it asks names, again half through each.
      const raises = await Promise.all(bidders.map(async (bidder, i) => quickBid(i % 2 ? a : b, bidder, pack.publicPk, accepted[0]!.nextBidAmount)));
      expect(raises.filter((result) => result.nonFieldErrors.length === 0).length).toBeLessThanOrEqual(1);
      const ladder = await b.post<{ data: { getAuctionBids: Array<{ bidInUsd: number }> } }>('/graphql', {
        query: `query($pk: ID!) { getAuctionBids(releasePackPublicPk: $pk, limit: 40) { bidInUsd } }`,
        variables: { pk: pack.publicPk },
      });
      const amounts = ladder.body.data.getAuctionBids.map((bid) => bid.bidInUsd);
      expect(new Set(amounts).size).toBe(amounts.length);
    } finally {
      for (const watcher of watchers) watcher.close();
    }
  }, 90_000);

  it('share rate limits: sign-ups from one address count on both', async () => {
    const ip = buildIp();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.signUpByIp.limit; i += 1) statuses.push((await signUp(i % 2 ? b : a, buildEmail('pair'), 'short', ip)).status);
    expect(statuses.slice(0, RATE_LIMITS.signUpByIp.limit).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('settle a closed lot once although both run the business-clock jobs', async () => {
    const closesInMs = 5 * 60_000;
    const { pack } = await buildLot(a, { startingUsd: 1000, closesInMs });
    const winner = await buildBidder(a);
    expect((await quickBid(b, winner, pack.publicPk, 1000)).nonFieldErrors).toEqual([]);
    await advanceClock(b, closesInMs + 1);
    const [lot] = await eventually(async () => {
      const rows = await a.context.db.select().from(auctionLots).where(eq(auctionLots.releasePackPk, pack.publicPk));
      return rows[0]?.settledAt ? rows : null;
    }, 60_000);
    // Both instances keep running their passes a little longer: nothing is decided twice.
    await sleep(3_000);
    const wins = await a.context.db.select().from(auctionWins).where(eq(auctionWins.lotPk, lot!.publicPk));
    expect(wins).toHaveLength(1);
    expect(wins[0]!.userPk).toBe(winner.userPk);
    const mails = (await b.get<Array<{ subject: string }>>(`/dev/mailbox?to=${encodeURIComponent(winner.email)}`)).body;
    expect(mails.filter((mail) => mail.subject.startsWith('You won '))).toHaveLength(1);
  }, 90_000);
});
