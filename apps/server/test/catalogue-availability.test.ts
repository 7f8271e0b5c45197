import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionNfts, users } from '@caskmark/db';
import type { EditionNft, ReleasePack } from '@caskmark/shared/api/catalogue';
import {
  buildCartHold,
  buildEditionNfts,
  buildListing,
  buildProduct,
  buildRelease,
  buildReleasePack,
  buildUser,
  ms,
  sellTo,
} from './support/builders';
import { buildSignedInUser } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const now = () => t.context.clock.now();
const pack = async (pk: string) => (await t.get<ReleasePack>(`/api/marketplace/v3/release-packs/${pk}`)).body;
const editionsOf = async (pk: string) => (await t.get<{ count: number; results: EditionNft[] }>(`/api/release/v2/${pk}/nfts?size=50`)).body.results;

describe('availability computed on the server', () => {
  it('counts only free units and labels every edition by its state', async () => {
    const db = t.context.db;
    const buyer = await buildUser(db);
    const holder = await buildUser(db);
    const release = await buildRelease(db, { now: now() });
    const lot = await buildReleasePack(db, { releasePk: release.publicPk, listingPriceCents: 10_000 });
    const { nfts } = await buildEditionNfts(db, { pack: lot, count: 6 });
    await sellTo(db, [nfts[0]!], buyer);
    await db.update(editionNfts).set({ isLocked: true }).where(eq(editionNfts.publicPk, nfts[1]!.publicPk));
    await db.update(editionNfts).set({ reservedForPk: buyer.publicPk, isLocked: true }).where(eq(editionNfts.publicPk, nfts[2]!.publicPk));
    await buildCartHold(db, { user: holder, pack: lot, nfts: [nfts[3]!] });
    await db.update(editionNfts).set({ status: 'redeemed', ownerPk: buyer.publicPk }).where(eq(editionNfts.publicPk, nfts[5]!.publicPk));

    const card = await pack(lot.publicPk);
    expect(card).toMatchObject({ totalCount: 6, availableCount: 1, primaryAvailable: 1, listedCount: 0, minPriceUsd: 100, listingPrice: 100, saleStatus: 'live' });

    const labels = (await editionsOf(lot.publicPk)).map((edition) => [edition.editionNumber, edition.availability]);
    expect(labels).toEqual([
      [1, 'Not Listed'],
      [2, 'Locked'],
      [3, 'Reserved'],
      [4, 'Checkout In Progress'],
      [5, 'Available'],
      [6, 'Redeemed'],
    ]);
    const [first] = await editionsOf(lot.publicPk);
    expect(first).toMatchObject({ currentOwnerHandler: buyer.handler, primaryAvailable: false, secondaryAvailable: false, primaryUsdPrice: 100 });
  });

  it("tells the signed-in holder of a cart that the checkout in progress is theirs", async () => {
    const db = t.context.db;
    const viewer = await buildSignedInUser(t);
    const stranger = await buildUser(db);
    const release = await buildRelease(db, { now: now() });
    const lot = await buildReleasePack(db, { releasePk: release.publicPk });
    const { nfts } = await buildEditionNfts(db, { pack: lot, count: 2 });
    const [mine] = await db.select().from(users).where(eq(users.publicPk, viewer.userPk));
    await buildCartHold(db, { user: mine!, pack: lot, nfts: [nfts[0]!] });
    await buildCartHold(db, { user: stranger, pack: lot, nfts: [nfts[1]!] });
    const labels = async (token?: string) =>
      (await t.get<{ results: EditionNft[] }>(`/api/release/v2/${lot.publicPk}/nfts`, { token })).body.results.map((edition) => edition.availability);
    expect(await labels(viewer.tokens.idToken)).toEqual(['Current User Checkout In Progress', 'Checkout In Progress']);
    expect(await labels()).toEqual(['Checkout In Progress', 'Checkout In Progress']);
    expect(await labels('not-a-token')).toEqual(['Checkout In Progress', 'Checkout In Progress']);
    expect((await t.get<{ results: EditionNft[] }>(`/api/marketplace/v3/edition-nfts-cursor/${lot.publicPk}`, { token: viewer.tokens.idToken })).body.results[0]!.availability).toBe(
      'Current User Checkout In Progress',
    );
  });

  it('takes the cheapest public listing into minPriceUsd and ignores private ones', async () => {
    const db = t.context.db;
    const owner = await buildUser(db);
    const release = await buildRelease(db, { now: now() });
    const lot = await buildReleasePack(db, { releasePk: release.publicPk, listingPriceCents: 10_000 });
    const { nfts } = await buildEditionNfts(db, { pack: lot, count: 3 });
    await sellTo(db, [nfts[0]!, nfts[1]!], owner);
    await buildListing(db, { seller: owner, nfts: [nfts[0]!], amount: '80', priceUsdCents: 8_000, now: now() });
    await buildListing(db, { seller: owner, nfts: [nfts[1]!], amount: '50', priceUsdCents: 5_000, forSpecificBuyer: true, buyerAddress: '0xabc', now: now() });
    await buildListing(db, { seller: owner, nfts: [nfts[1]!], amount: '20', priceUsdCents: 2_000, validUntil: new Date(now().getTime() - ms.HOUR), now: now() });

    expect(await pack(lot.publicPk)).toMatchObject({ minPriceUsd: 80, listedCount: 1, availableCount: 1 });
    const listed = (await editionsOf(lot.publicPk))[0]!;
    expect(listed).toMatchObject({ availability: 'Available', secondaryAvailable: true, secondaryUsdPrice: 80, primaryAvailable: false });
  });

  it('shows an upcoming sale with its units and the price it opens at, and a closed one with none', async () => {
    const db = t.context.db;
    const upcoming = await buildRelease(db, { lobbyOpenDate: new Date(now().getTime() + ms.DAY), lobbyCloseDate: new Date(now().getTime() + 3 * ms.DAY) });
    const upcomingPack = await buildReleasePack(db, { releasePk: upcoming.publicPk, listingPriceCents: 12_500 });
    await buildEditionNfts(db, { pack: upcomingPack, count: 4 });
    expect(await pack(upcomingPack.publicPk)).toMatchObject({ saleStatus: 'upcoming', availableCount: 4, primaryAvailable: 0, minPriceUsd: 125 });
    expect((await editionsOf(upcomingPack.publicPk))[0]!.availability).toBe('Not Listed');

    const closed = await buildRelease(db, { lobbyOpenDate: new Date(now().getTime() - 9 * ms.DAY), lobbyCloseDate: new Date(now().getTime() - ms.DAY) });
    const closedPack = await buildReleasePack(db, { releasePk: closed.publicPk });
    await buildEditionNfts(db, { pack: closedPack, count: 4 });
    expect(await pack(closedPack.publicPk)).toMatchObject({ saleStatus: 'closed', availableCount: 0, primaryAvailable: 0, minPriceUsd: null });
  });

  it("uses a lot's own dates over the release's and names the next bid from the ladder", async () => {
    const db = t.context.db;
    const release = await buildRelease(db, { now: now(), releaseStyle: 'auction' });
    const later = new Date(now().getTime() + 2 * ms.DAY);
    const lot = await buildReleasePack(db, { releasePk: release.publicPk, listingPriceCents: 252_000, lotOpenDate: later, lotCloseDate: new Date(later.getTime() + ms.DAY) });
    await buildEditionNfts(db, { pack: lot, count: 1 });
    const card = await pack(lot.publicPk);
    expect(card).toMatchObject({ saleStatus: 'upcoming', lobbyOpenDate: later.toISOString(), listingPrice: 2520, nextBidAmountInUsd: 2600 });
    expect((await editionsOf(lot.publicPk))[0]!.nextBidAmountInUsd).toBe(2600);
  });

  it('counts a bundle by whole units: one missing bottle takes the unit away', async () => {
    const db = t.context.db;
    const release = await buildRelease(db, { now: now() });
    const bundle = await buildReleasePack(db, { releasePk: release.publicPk, isBundle: true, listingPriceCents: 50_000 });
    const first = await buildEditionNfts(db, { pack: bundle, count: 3, priceCents: 25_000 });
    await buildEditionNfts(db, { pack: bundle, count: 3, priceCents: 25_000, productPk: (await buildProduct(db, { brandPk: release.brandPk, category: 'Wine', wineType: 'Red' })).publicPk });
    await sellTo(db, [first.nfts[1]!], await buildUser(db));
    const card = await pack(bundle.publicPk);
    expect(card).toMatchObject({ isBundle: true, totalCount: 3, availableCount: 2, minPriceUsd: 500 });
    expect(card.bottles.map((bottle) => bottle.category)).toEqual(['Whisky', 'Wine']);
  });

  it('follows the business clock: moving it past the close date closes the sale', async () => {
    const db = t.context.db;
    const release = await buildRelease(db, { lobbyOpenDate: new Date(now().getTime() - ms.HOUR), lobbyCloseDate: new Date(now().getTime() + ms.HOUR) });
    const lot = await buildReleasePack(db, { releasePk: release.publicPk });
    await buildEditionNfts(db, { pack: lot, count: 2 });
    expect((await pack(lot.publicPk)).primaryAvailable).toBe(2);
    await t.post('/dev/clock', { advanceMs: 2 * ms.HOUR });
    expect(await pack(lot.publicPk)).toMatchObject({ saleStatus: 'closed', primaryAvailable: 0, availableCount: 0 });
  });
});
