import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionBids, auctionLots, auctionMaxBids, releases } from '@caskmark/db';
import { buildBidIncrementLadder } from '@caskmark/shared/catalogue/bid-increments';
import { BidLadder } from '@caskmark/shared/rules/bid-snapping';
import { EnglishAuctionOracle } from '@caskmark/shared/rules/english-auction-oracle';
import type { EnglishLotRules } from '@caskmark/shared/rules/english-auction';
import { ALREADY_HIGHEST_BIDDER_MESSAGE, AUCTION_ENDED_MESSAGE, BID_TOO_LOW_MESSAGE } from '@caskmark/shared/api/auctions';
import { WRONG_INCREMENT_MESSAGE } from '@caskmark/shared/rules/bid-snapping';
import { INSUFFICIENT_FUNDS_MESSAGE, NO_FUNDING_SOURCE_MESSAGE } from '@caskmark/shared/rules/funds-check';
import { advanceClock, approveFunds, auctionLadder, buildBidder, buildLot, maxBid, quickBid, signInAgain, type Bidder } from './auction-helpers';
import { subscribe } from './support/graphql-ws';
import { startTestApp, type TestApp } from './support/test-app';

/** English auctions through the API: quick and max bids, the ladder, funds, the close, 50 bids at once. */
let t: TestApp;
let ann: Bidder;
let bob: Bidder;
beforeAll(async () => {
  t = await startTestApp();
  [ann, bob] = await Promise.all([buildBidder(t), buildBidder(t)]);
});
afterAll(async () => t?.close());

describe('quick and max bids', () => {
  it('a quick bid takes the next increment; the leader cannot quick bid; a max bid answers as a proxy', async () => {
    const { pack } = await buildLot(t, { startingUsd: 1000 });
    const first = await quickBid(t, ann, pack.publicPk, 1000);
    expect(first).toMatchObject({ bidInUsd: 1000, handler: ann.handler, isMaxBid: false, isHighestBidder: true, nextBidAmount: 1100, nonFieldErrors: [] });
    expect((await quickBid(t, ann, pack.publicPk, 1100)).nonFieldErrors).toEqual([ALREADY_HIGHEST_BIDDER_MESSAGE]);

    const proxy = await maxBid(t, bob, pack.publicPk, 2000);
    expect(proxy.status).toBe(201);
    expect(proxy.body).toMatchObject({ maxBidInUsd: 2000, isHighestBidder: true, currentBidInUsd: 1100, nextBidAmount: 1200, fundCheckType: 'preApproval' });

    // Ann's quick bid is answered by Bob's proxy one increment above.
    const answered = await quickBid(t, ann, pack.publicPk, 1200);
    expect(answered).toMatchObject({ bidInUsd: 1200, isHighestBidder: false, currentBidInUsd: 1300, nextBidAmount: 1400 });
    const ladder = await auctionLadder(t, pack.publicPk);
    expect(ladder.map((bid) => [bid.handler, bid.bidInUsd, bid.isMaxBid])).toEqual([
      [bob.handler, 1300, true],
      [ann.handler, 1200, false],
      [bob.handler, 1100, true],
      [ann.handler, 1000, false],
    ]);
    expect(ladder[0]!.editionNumber).toBe(1);

    // The catalogue's reads follow the lot.
    const read = await t.get<{ nextBidAmountInUsd: number }>(`/api/release/v3/auction/${pack.publicPk}`);
    expect(read.body.nextBidAmountInUsd).toBe(1400);
    const stats = await t.get<Record<string, unknown>>(`/api/release/v3/auction/release-pack/${pack.publicPk}/stats`);
    expect(stats.body).toMatchObject({ startingBidUsd: 1000, nextBidAmountInUsd: 1400, currentBidUsd: 1300, bidCount: 4, highestBidderHandler: bob.handler });
    const editions = await t.get<{ results: Array<{ nextBidAmountInUsd: number }> }>(`/api/release/v3/auction/${pack.publicPk}/editions`);
    expect(editions.body.results[0]!.nextBidAmountInUsd).toBe(1400);
  });

  it('refuses a stale quick bid, an amount off the ladder, and reads only the caller’s own max bid', async () => {
    const { pack } = await buildLot(t);
    await quickBid(t, ann, pack.publicPk, 1000);
    const stale = await quickBid(t, bob, pack.publicPk, 1000);
    expect(stale.nonFieldErrors).toEqual([BID_TOO_LOW_MESSAGE]);
    const off = await maxBid(t, bob, pack.publicPk, 1150);
    expect(off.status).toBe(400);
    expect(off.body.maxBidInUsd).toEqual([WRONG_INCREMENT_MESSAGE]);
    expect(off.body.userAlerts).toEqual([WRONG_INCREMENT_MESSAGE]);
    expect((await maxBid(t, bob, pack.publicPk, 5000)).status).toBe(201);
    const mine = await t.get<{ count: number; results: Array<{ maxBidInUsd: number }> }>(`/api/release/v2/${pack.publicPk}/auction/max-bid`, { token: bob.token });
    expect(mine.body.results.map((row) => row.maxBidInUsd)).toEqual([5000]);
    const theirs = await t.get<{ count: number; results: Array<{ maxBidInUsd: number }> }>(`/api/release/v2/${pack.publicPk}/auction/max-bid`, { token: ann.token });
    expect(theirs.body.results.map((row) => row.maxBidInUsd)).toEqual([1000]);
    expect((await t.get(`/api/release/v2/${pack.publicPk}/auction/max-bid`)).status).toBe(401);
  });

  it('announces every step live to the pack’s watchers', async () => {
    const { pack } = await buildLot(t);
    const watcher = await subscribe(t.baseUrl, `subscription { auctionBidCreated(releasePackPublicPk: "${pack.publicPk}") { handler bidInUsd editionNumber isBundle lotCloseDate } }`);
    try {
      await quickBid(t, ann, pack.publicPk, 1000);
      const event = await watcher.next();
      expect(event.auctionBidCreated).toMatchObject({ handler: ann.handler, bidInUsd: 1000, editionNumber: 1, isBundle: false });
    } finally {
      watcher.close();
    }
  });
});

describe('funds are checked on the server', () => {
  it('refuses without any funding source, above the approved amount, and on a pending approval', async () => {
    const { pack } = await buildLot(t, { startingUsd: 5000 });
    const nobody = await buildBidder(t, null);
    expect((await quickBid(t, nobody, pack.publicPk, 5000)).nonFieldErrors).toEqual([NO_FUNDING_SOURCE_MESSAGE]);
    await approveFunds(t, nobody.userPk, 1_000_000, 'pending');
    expect((await quickBid(t, nobody, pack.publicPk, 5000)).nonFieldErrors).toEqual([NO_FUNDING_SOURCE_MESSAGE]);
    const small = await buildBidder(t, 4000);
    expect((await quickBid(t, small, pack.publicPk, 5000)).nonFieldErrors).toEqual([INSUFFICIENT_FUNDS_MESSAGE]);
    // A max bid needs funds for its whole maximum.
    const mid = await buildBidder(t, 6000);
    const tooHigh = await maxBid(t, mid, pack.publicPk, 8000);
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.userAlerts).toEqual([INSUFFICIENT_FUNDS_MESSAGE]);
    expect((await t.context.db.select().from(auctionBids).innerJoin(auctionLots, eq(auctionLots.publicPk, auctionBids.lotPk)).where(eq(auctionLots.releasePackPk, pack.publicPk))).length).toBe(0);
  });
});

describe('the close, by the business clock on the server', () => {
  it('refuses a bid once the close has passed, even by a millisecond', async () => {
    const { pack } = await buildLot(t, { closesInMs: 10 * 60_000 });
    await quickBid(t, ann, pack.publicPk, 1000);
    const [lot] = await t.context.db.select().from(auctionLots).where(eq(auctionLots.releasePackPk, pack.publicPk));
    await advanceClock(t, lot!.closesAt.getTime() - t.context.clock.nowMs() + 1);
    expect(t.context.clock.nowMs()).toBeGreaterThan(lot!.closesAt.getTime());
    expect((await quickBid(t, bob, pack.publicPk, 1100)).nonFieldErrors).toEqual([AUCTION_ENDED_MESSAGE]);
    expect((await maxBid(t, bob, pack.publicPk, 3000)).body.userAlerts).toEqual([AUCTION_ENDED_MESSAGE]);
  });
});

describe('50 concurrent bids on one lot', () => {
  it('leave one consistent ladder: no two steps at one amount, no leader below a losing max', async () => {
    const { pack } = await buildLot(t, { startingUsd: 1000 });
    const bidders = [ann, bob, ...(await Promise.all(Array.from({ length: 8 }, () => buildBidder(t))))];
    const amounts = [1000, 1100, 1200, 1300, 1500, 2000, 2500, 3000];
    const requests = Array.from({ length: 50 }, (_, index) => {
      const bidder = bidders[index % bidders.length]!;
      const amount = amounts[(index * 7) % amounts.length]!;
      return index % 3 === 0 ? maxBid(t, bidder, pack.publicPk, amount).then((response) => response.status) : quickBid(t, bidder, pack.publicPk, amount).then((result) => (result.nonFieldErrors.length ? 400 : 201));
    });
    const statuses = await Promise.all(requests);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);

    const [lot] = await t.context.db.select().from(auctionLots).where(eq(auctionLots.releasePackPk, pack.publicPk));
    const steps = await t.context.db.select().from(auctionBids).where(eq(auctionBids.lotPk, lot!.publicPk));
    const maxima = await t.context.db.select().from(auctionMaxBids).where(eq(auctionMaxBids.lotPk, lot!.publicPk));
    const stepAmounts = steps.map((step) => step.amountCents);
    expect(new Set(stepAmounts).size).toBe(stepAmounts.length);
    expect(lot!.bidCount).toBe(steps.length);
    expect(lot!.priceCents).toBe(Math.max(...stepAmounts));
    const top = steps.find((step) => step.amountCents === lot!.priceCents)!;
    expect(top.userPk).toBe(lot!.leaderPk);
    for (const max of maxima) {
      if (max.userPk === lot!.leaderPk) expect(max.maxCents).toBe(lot!.leaderMaxCents);
      else expect(max.maxCents).toBeLessThanOrEqual(lot!.priceCents!);
    }
    // Time order is amount order.
    const byTime = [...steps].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.amountCents - b.amountCents).map((step) => step.amountCents);
    expect(byTime).toEqual([...stepAmounts].sort((a, b) => a - b));
  });
});

describe('the server against the oracle', () => {
  const ops = fc.array(
    fc.oneof(
      { weight: 3, arbitrary: fc.record({ type: fc.constant('quick' as const), who: fc.integer({ min: 0, max: 2 }), offset: fc.constantFrom(0, 0, 0, 1) as fc.Arbitrary<0 | 1> }) },
      { weight: 3, arbitrary: fc.record({ type: fc.constant('max' as const), who: fc.integer({ min: 0, max: 2 }), rungs: fc.integer({ min: 0, max: 6 }) }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 4 }) }) },
    ),
    { minLength: 4, maxLength: 12 },
  );

  it('ends with the oracle’s price, winner and ladder on random sequences (fewer runs than the unit suite)', async () => {
    const cy = await buildBidder(t);
    const people = [ann, bob, cy];
    await fc.assert(
      fc.asyncProperty(ops, fc.integer({ min: 6, max: 9 }), async (sequence, minutes) => {
        // Whole-minute clock moves and a close half a minute off the minute keep every bid far from a scheduled boundary.
        const { pack } = await buildLot(t, { startingUsd: 1000, closesInMs: minutes * 60_000 + 30_000 });
        const [row] = await t.context.db.select().from(releases).where(eq(releases.publicPk, pack.releasePk));
        const rules: EnglishLotRules = { ladderUsd: buildBidIncrementLadder(), startingCents: 100_000, reserveCents: null, opensAtMs: row!.lobbyOpenDate.getTime(), scheduledCloseMs: row!.lobbyCloseDate!.getTime() };
        const oracle = new EnglishAuctionOracle(rules);
        for (const op of sequence) {
          if (op.type === 'advance') {
            await advanceClock(t, op.minutes * 60_000);
            await signInAgain(t, ...people);
            continue;
          }
          const bidder = people[op.who]!;
          let amount = oracle.nextBid();
          if (op.type === 'quick' && op.offset === 1) amount = new BidLadder(rules.ladderUsd).nextAbove(amount);
          if (op.type === 'max') for (let rung = 0; rung < op.rungs; rung += 1) amount = new BidLadder(rules.ladderUsd).nextAbove(amount);
          const expected = oracle.bid({ bidder: bidder.handler, kind: op.type, amountCents: amount, atMs: t.context.clock.nowMs() });
          const accepted = op.type === 'quick' ? (await quickBid(t, bidder, pack.publicPk, amount / 100)).nonFieldErrors.length === 0 : (await maxBid(t, bidder, pack.publicPk, amount / 100)).status === 201;
          expect(accepted).toBe(expected.accepted);
        }
        const ladder = (await auctionLadder(t, pack.publicPk)).reverse();
        expect(ladder.map((bid) => `${bid.handler}@${bid.bidInUsd}${bid.isMaxBid ? '*' : ''}`)).toEqual(
          oracle.history.map((step) => `${step.bidder}@${step.amountCents / 100}${step.isMaxBid ? '*' : ''}`),
        );
        const [lot] = await t.context.db.select().from(auctionLots).where(eq(auctionLots.releasePackPk, pack.publicPk));
        if (oracle.leader === null) return expect(lot).toBeUndefined();
        expect(lot!.priceCents).toBe(oracle.price);
        expect(people.find((person) => person.userPk === lot!.leaderPk)?.handler).toBe(oracle.leader);
        expect(Math.abs(lot!.closesAt.getTime() - oracle.closesAtMs)).toBeLessThan(2_000);
      }),
      { numRuns: 4 },
    );
  });
});
