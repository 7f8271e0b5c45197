import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_WINNING_MESSAGE, AUCTION_ENDED_MESSAGE, BID_TOO_LOW_MESSAGE, MANUAL_BID_FINAL_HOUR_MESSAGE } from '@caskmark/shared/api/auctions';
import { INSUFFICIENT_FUNDS_MESSAGE } from '@caskmark/shared/rules/funds-check';
import { advanceClock, buildBidder, buildLot, leaderboardBid, leaderboardBids, signInAgain, type Bidder } from './auction-helpers';
import { subscribe } from './support/graphql-ws';
import { startTestApp, type TestApp } from './support/test-app';

/** Leaderboards through the API: the top N bids win, quick bids by increment, manual bids in the final hour. */
let t: TestApp;
let people: Bidder[];
beforeAll(async () => {
  t = await startTestApp();
  people = await Promise.all(Array.from({ length: 4 }, () => buildBidder(t)));
});
afterAll(async () => t?.close());

describe('leaderboard bids', () => {
  it('ranks by amount then time; a quick bid is the lowest amount that enters the winning places', async () => {
    const [a, b, c, d] = people as [Bidder, Bidder, Bidder, Bidder];
    const { pack } = await buildLot(t, { style: 'leaderboard', units: 3, startingUsd: 1000, closesInMs: 3 * 3_600_000 });
    const watcher = await subscribe(t.baseUrl, `subscription { leaderboardBidCreated(releasePackPublicPk: "${pack.publicPk}") { handler bidInUsd rank fundCheckType } }`);
    try {
      for (const bidder of [a, b, c]) expect(await leaderboardBid(t, bidder, pack.publicPk, 1000)).toMatchObject({ bidInUsd: 1000, isWinning: true, nonFieldErrors: [] });
      expect((await watcher.next((data) => (data.leaderboardBidCreated as { handler: string }).handler === c.handler)).leaderboardBidCreated).toMatchObject({ rank: 3, fundCheckType: null });
    } finally {
      watcher.close();
    }
    // Three places taken: the next quick bid is one increment above the third.
    expect((await leaderboardBid(t, d, pack.publicPk, 1000)).nonFieldErrors).toEqual([BID_TOO_LOW_MESSAGE]);
    expect(await leaderboardBid(t, d, pack.publicPk, 1100)).toMatchObject({ rank: 1, isWinning: true, nextBidAmount: 1100 });
    expect((await leaderboardBid(t, a, pack.publicPk, 1100)).nonFieldErrors).toEqual([ALREADY_WINNING_MESSAGE]);
    // Equal amounts: the earlier bid ranks higher; c's earlier bid is replaced.
    expect(await leaderboardBid(t, c, pack.publicPk, 1100)).toMatchObject({ rank: 2, isWinning: true });
    const board = await leaderboardBids(t, a, pack.publicPk);
    expect(board.map((bid) => [bid.handler, bid.bidInUsd, bid.rank, bid.isWinning])).toEqual([
      [d.handler, 1100, 1, true],
      [c.handler, 1100, 2, true],
      [a.handler, 1000, 3, true],
      [b.handler, 1000, 4, false],
    ]);
    // Funding shows only on the viewer's own bid.
    expect(board.map((bid) => bid.fundCheckType)).toEqual([null, null, 'preApproval', null]);
  });

  it('takes manual bids only in the final hour, at least the minimum, then closes at the close', async () => {
    const [a, b, c, d] = people as [Bidder, Bidder, Bidder, Bidder];
    const { pack } = await buildLot(t, { style: 'leaderboard', units: 2, startingUsd: 1000, closesInMs: 2 * 3_600_000 });
    expect((await leaderboardBid(t, a, pack.publicPk, 1500, true)).nonFieldErrors).toEqual([MANUAL_BID_FINAL_HOUR_MESSAGE]);
    await leaderboardBid(t, a, pack.publicPk, 1000);
    await leaderboardBid(t, b, pack.publicPk, 1000);
    await advanceClock(t, 3_600_000 + 60_000);
    await signInAgain(t, ...people);
    expect((await leaderboardBid(t, c, pack.publicPk, 1000, true)).nonFieldErrors).toEqual(['Minimum manual bid is $1,100']);
    expect(await leaderboardBid(t, c, pack.publicPk, 2500, true)).toMatchObject({ rank: 1, isManual: true });
    const poor = await buildBidder(t, 1500);
    expect((await leaderboardBid(t, poor, pack.publicPk, 2000, true)).nonFieldErrors).toEqual([INSUFFICIENT_FUNDS_MESSAGE]);
    await advanceClock(t, 3_600_000);
    await signInAgain(t, d);
    expect((await leaderboardBid(t, d, pack.publicPk, 3000, true)).nonFieldErrors).toEqual([AUCTION_ENDED_MESSAGE]);
  });
});
