import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_ENDED_MESSAGE, PADDLE_REQUIRED_MESSAGE, SEALED_BID_NOT_HIGHER_MESSAGE, type SealedBid, type SealedLobby } from '@caskmark/shared/api/auctions';
import { advanceClock, buildBidder, buildLot, graphqlAs, sealedBid, sealedBoard, signInAgain, type Bidder } from './auction-helpers';
import { subscribe } from './support/graphql-ws';
import { startTestApp, type TestApp } from './support/test-app';

/** Sealed auctions: paddles, bids nobody else can read (REST, GraphQL, events, catalogue), ranks of the top five. */
let t: TestApp;
let ann: Bidder;
let bob: Bidder;
let cy: Bidder;
beforeAll(async () => {
  t = await startTestApp();
  [ann, bob, cy] = await Promise.all([buildBidder(t), buildBidder(t), buildBidder(t)]);
});
afterAll(async () => t?.close());

const paddlePath = (packPk: string) => `/api/release/v3/sealed-auction/${packPk}/paddle`;

describe('paddles', () => {
  it('404 until the collector joins; joining numbers paddles from 101 and answers the same paddle again', async () => {
    const { pack } = await buildLot(t, { style: 'sealed_auction', startingUsd: 24_000 });
    expect((await t.get(paddlePath(pack.publicPk), { token: ann.token })).status).toBe(404);
    const watcher = await subscribe(t.baseUrl, `subscription { sealedAuctionLobbyCreated(releasePackPublicPk: "${pack.publicPk}") { paddleNumber isActive } }`);
    try {
      const joined = await t.post<SealedLobby>(paddlePath(pack.publicPk), {}, { token: ann.token });
      expect(joined.status).toBe(201);
      expect(joined.body).toMatchObject({ paddleNumber: 101, isActive: true, releasePackPublicPk: pack.publicPk });
      expect((await watcher.next()).sealedAuctionLobbyCreated).toEqual({ paddleNumber: 101, isActive: true });
    } finally {
      watcher.close();
    }
    expect((await t.post<SealedLobby>(paddlePath(pack.publicPk), {}, { token: ann.token })).status).toBe(200);
    expect((await t.get<SealedLobby>(paddlePath(pack.publicPk), { token: ann.token })).body.paddleNumber).toBe(101);
    const lobby = await graphqlAs<{ createSealedAuctionLobby: SealedLobby }>(t, bob, `mutation($pk: ID!) { createSealedAuctionLobby(releasePack: $pk) { paddleNumber nonFieldErrors } }`, { pk: pack.publicPk });
    expect(lobby.data?.createSealedAuctionLobby).toEqual({ paddleNumber: 102, nonFieldErrors: [] });
  });
});

describe('sealed bids', () => {
  it('are invisible to others over REST, GraphQL, live events and the catalogue; ranks of the top five are shown', async () => {
    const { pack, nfts } = await buildLot(t, { style: 'sealed_auction', startingUsd: 24_000, closesInMs: 30 * 60_000 });
    expect((await sealedBid(t, ann, pack.publicPk, 25_000)).nonFieldErrors).toEqual([PADDLE_REQUIRED_MESSAGE]);
    for (const bidder of [ann, bob, cy]) await t.post(paddlePath(pack.publicPk), {}, { token: bidder.token });

    expect((await sealedBid(t, ann, pack.publicPk, 23_000)).nonFieldErrors).toEqual(['Lowest allowed bid is $24,000']);
    const watcher = await subscribe(t.baseUrl, `subscription { sealedAuctionBidCreated(releasePackPublicPk: "${pack.publicPk}") { publicPk paddleNumber paddlePosition bidInUsd updatedAt } }`);
    let event: Record<string, unknown>;
    try {
      expect(await sealedBid(t, ann, pack.publicPk, 25_000)).toMatchObject({ bidInUsd: 25_000, paddleNumber: 101, paddlePosition: 1, nonFieldErrors: [] });
      event = (await watcher.next()).sealedAuctionBidCreated as Record<string, unknown>;
    } finally {
      watcher.close();
    }
    expect(event).toEqual({ publicPk: null, paddleNumber: 101, paddlePosition: 1, bidInUsd: null, updatedAt: null });

    expect(await sealedBid(t, bob, pack.publicPk, 26_000)).toMatchObject({ paddlePosition: 1 });
    // Equal amounts: the earlier one ranks higher.
    expect(await sealedBid(t, ann, pack.publicPk, 26_000)).toMatchObject({ bidInUsd: 26_000, paddlePosition: 2 });
    expect((await sealedBid(t, ann, pack.publicPk, 25_000)).nonFieldErrors).toEqual([SEALED_BID_NOT_HIGHER_MESSAGE]);

    const annView = await sealedBoard(t, ann, pack.publicPk);
    expect(annView.map((bid) => [bid.paddleNumber, bid.paddlePosition, bid.bidInUsd])).toEqual([
      [102, 1, null],
      [101, 2, 26_000],
    ]);
    expect(annView[0]!.publicPk).toBeNull();
    const anonymous = await sealedBoard(t, null, pack.publicPk);
    expect(anonymous.every((bid) => bid.bidInUsd === null && bid.publicPk === null && bid.updatedAt === null)).toBe(true);
    const cyView = await sealedBoard(t, cy, pack.publicPk);
    expect(cyView.every((bid) => bid.bidInUsd === null)).toBe(true);

    const own = await t.get<{ results: SealedBid[] }>(`/api/release/v3/sealed-auction/${pack.publicPk}/user-bid`, { token: bob.token });
    expect(own.body.results.map((bid) => [bid.paddleNumber, bid.bidInUsd])).toEqual([[102, 26_000]]);
    const none = await t.get<{ results: SealedBid[] }>(`/api/release/v3/sealed-auction/${pack.publicPk}/user-bid`, { token: cy.token });
    expect(none.body.results).toEqual([]);
    expect((await t.get(`/api/release/v3/sealed-auction/${pack.publicPk}/user-bid`)).status).toBe(401);

    // The catalogue names the leading paddle and nothing of the amounts.
    const editions = await t.get<{ results: Array<Record<string, unknown>> }>(`/api/release/v3/sealed-auction/${pack.publicPk}/editions`);
    expect(editions.body.results[0]).toMatchObject({ publicPk: nfts[0]!.publicPk, currentPaddleNumber: 102, nextBidAmountInUsd: 24_000 });
    expect(JSON.stringify(editions.body)).not.toContain('26000');

    // After the close: no more bids, and the winner's amount (the hammer price) is revealed, nobody else's.
    await advanceClock(t, 31 * 60_000);
    await signInAgain(t, ann, cy);
    expect((await sealedBid(t, cy, pack.publicPk, 30_000)).nonFieldErrors).toEqual([AUCTION_ENDED_MESSAGE]);
    const closed = await sealedBoard(t, cy, pack.publicPk);
    expect(closed.map((bid) => [bid.paddleNumber, bid.bidInUsd])).toEqual([
      [102, 26_000],
      [101, null],
    ]);
  });
});
