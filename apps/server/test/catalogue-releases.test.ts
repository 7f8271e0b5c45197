import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionNfts } from '@caskmark/db';
import type { Brand, EditionNft, Release, ReleasePack } from '@caskmark/shared/api/catalogue';
import type { FcfsPackStats, LotStats, ReleasePackWithRelease, ReleasePage } from '@caskmark/shared/api/catalogue-detail';
import { buildBrand, buildEditionNfts, buildRelease, buildReleasePack, buildUser, sellTo, type BrandRow, type EditionNftRow, type PackRow, type ReleaseRow } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let brand: BrandRow;
let lobby: ReleaseRow;
let lobbyPack: PackRow;
let nfts: EditionNftRow[];
let auctionPack: PackRow;
let fcfsPack: PackRow;
let fcfs: ReleaseRow;
let auction: ReleaseRow;
type List<T> = { count: number; results: T[] };

beforeAll(async () => {
  t = await startTestApp();
  const db = t.context.db;
  const now = t.context.clock.now();
  await buildBrand(db, { slug: 'zeta-rum', name: 'Zeta Rum' });
  brand = await buildBrand(db, { slug: 'alpha-distillery', name: 'alpha Distillery', description: 'Makers of tests.' });
  lobby = await buildRelease(db, { now, brandPk: brand.publicPk, slug: 'alpha-18', productTitle: 'Alpha 18', isFeatured: true });
  lobbyPack = await buildReleasePack(db, { releasePk: lobby.publicPk, name: 'Alpha 18 bottle', listingPriceCents: 42_000 });
  ({ nfts } = await buildEditionNfts(db, { pack: lobbyPack, count: 4 }));
  await db.update(editionNfts).set({ tokenId: '777' }).where(eq(editionNfts.publicPk, nfts[2]!.publicPk));
  auction = await buildRelease(db, { now, brandPk: brand.publicPk, slug: 'alpha-auction', productTitle: 'Alpha Auction', releaseStyle: 'auction' });
  auctionPack = await buildReleasePack(db, { releasePk: auction.publicPk, name: 'Lot 1', listingPriceCents: 2_200_000 });
  await buildEditionNfts(db, { pack: auctionPack, count: 1 });
  fcfs = await buildRelease(db, { now, brandPk: brand.publicPk, slug: 'alpha-fcfs', productTitle: 'Alpha FCFS', releaseStyle: 'fcfs' });
  fcfsPack = await buildReleasePack(db, { releasePk: fcfs.publicPk, name: 'FCFS bottle', listingPriceCents: 9_000 });
  const fcfsNfts = (await buildEditionNfts(db, { pack: fcfsPack, count: 5 })).nfts;
  await sellTo(db, fcfsNfts.slice(0, 2), await buildUser(db));
});
afterAll(async () => t?.close());

describe('brands', () => {
  it('lists every producer sorted by name, case-insensitively', async () => {
    const response = await t.get<List<Brand>>('/api/brands/v1/');
    expect(response.status).toBe(200);
    expect(response.body.results.map((item) => item.name)).toEqual(['alpha Distillery', 'Zeta Rum']);
    expect(response.body.count).toBe(2);
  });

  it('reads one producer, and 404 for an unknown slug', async () => {
    expect((await t.get<Brand>('/api/brands/v1/alpha-distillery')).body).toMatchObject({ slug: 'alpha-distillery', description: 'Makers of tests.' });
    const missing = await t.get<{ detail: string }>('/api/brands/v1/nobody');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Producer not found.');
  });
});

describe('release v1 and v2', () => {
  it('reads a release by brand and publicPk or slug, never under another brand', async () => {
    const byPk = await t.get<Release>(`/api/release/v1/alpha-distillery/${lobby.publicPk}`);
    expect(byPk.status).toBe(200);
    expect(byPk.body).toMatchObject({ releaseSlug: 'alpha-18', isFeatured: true, minPriceUsd: 420, primaryAvailable: 4, packCount: 1, brand: { slug: 'alpha-distillery' } });
    expect((await t.get<Release>('/api/release/v1/alpha-distillery/alpha-18')).body.releasePublicPk).toBe(lobby.publicPk);
    expect((await t.get(`/api/release/v1/zeta-rum/${lobby.publicPk}`)).status).toBe(404);
    expect((await t.get(`/api/release/v1/alpha-distillery/${randomUUID()}`)).status).toBe(404);
  });

  it('turns a slug into a publicPk', async () => {
    expect((await t.get<{ publicPk: string }>('/api/release/v2/slug-to-public-pk/alpha-18')).body).toEqual({ publicPk: lobby.publicPk });
    const missing = await t.get<{ detail: string }>('/api/release/v2/slug-to-public-pk/no-such-release');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Release not found.');
  });

  it('reads packs (v1 alone, v2 with the release) and 404s unknown ones', async () => {
    expect((await t.get<ReleasePack>(`/api/release/v1/release-pack/${lobbyPack.publicPk}`)).body).toMatchObject({ name: 'Alpha 18 bottle', listingPrice: 420 });
    const detail = await t.get<ReleasePackWithRelease>(`/api/release/v2/${lobbyPack.publicPk}`);
    expect(detail.body.release).toMatchObject({ releasePublicPk: lobby.publicPk, productTitle: 'Alpha 18' });
    expect((await t.get(`/api/release/v2/${randomUUID()}`)).status).toBe(404);
    expect((await t.get('/api/release/v2/not-a-uuid')).status).toBe(400);
  });

  it('pages the NFTs of a pack and finds one by edition number', async () => {
    const page = await t.get<{ count: number; next: number | null; results: EditionNft[] }>(`/api/release/v2/${lobbyPack.publicPk}/nfts?size=3`);
    expect(page.body).toMatchObject({ count: 4, next: 2 });
    expect(page.body.results.map((edition) => edition.editionNumber)).toEqual([1, 2, 3]);
    const second = await t.get<{ results: EditionNft[] }>(`/api/release/v2/${lobbyPack.publicPk}/nfts?size=3&page=2`);
    expect(second.body.results.map((edition) => edition.editionNumber)).toEqual([4]);
    const one = await t.get<EditionNft>(`/api/release/v2/${lobbyPack.publicPk}/editions/3/nft`);
    expect(one.body).toMatchObject({ editionNumber: 3, tokenId: '777', brandSlug: 'alpha-distillery', releaseSlug: 'alpha-18', availability: 'Available' });
    expect((await t.get(`/api/release/v2/${lobbyPack.publicPk}/editions/99/nft`)).status).toBe(404);
    expect((await t.get(`/api/release/v2/${lobbyPack.publicPk}/editions/zero/nft`)).status).toBe(400);
  });

  it('describes the product behind an edition or an edition NFT', async () => {
    const byNft = await t.get<{ editionNftPublicPk: string; editionNumber: number }>(`/api/release/v1/edition-w-product/${nfts[1]!.publicPk}`);
    expect(byNft.body).toMatchObject({ editionNftPublicPk: nfts[1]!.publicPk, editionNumber: 2 });
    const byEdition = await t.get<{ editionNftPublicPk: string | null }>(`/api/release/v1/edition-w-product/${nfts[0]!.editionPk}`);
    expect(byEdition.body.editionNftPublicPk).toBeNull();
    expect((await t.get(`/api/release/v1/edition-w-product/${randomUUID()}`)).status).toBe(404);
  });
});

describe('release v3', () => {
  it('serves the release page header and its packs, by publicPk or slug', async () => {
    const page = await t.get<ReleasePage>('/api/release/v3/release-page/alpha-18');
    expect(page.body).toMatchObject({ releasePublicPk: lobby.publicPk, brand: { slug: 'alpha-distillery', description: 'Makers of tests.' }, listedCount: 0 });
    const packs = await t.get<List<ReleasePack>>(`/api/release/v3/release-page/${lobby.publicPk}/packs`);
    expect(packs.body.results.map((pack) => pack.publicPk)).toEqual([lobbyPack.publicPk]);
    expect((await t.get('/api/release/v3/release-page/unknown/packs')).status).toBe(404);
  });

  it("lists a producer's packs and 404s an unknown producer", async () => {
    const response = await t.get<List<ReleasePack>>('/api/release/v3/producer/release-pack?brand_slug=alpha-distillery');
    expect(response.body.count).toBe(3);
    expect((await t.get('/api/release/v3/producer/release-pack?brand_slug=ghost')).status).toBe(404);
    expect((await t.get('/api/release/v3/producer/release-pack')).status).toBe(400);
  });

  it('reads per style and refuses a release pack of another style with 404', async () => {
    expect((await t.get<ReleasePack>(`/api/release/v3/auction/${auctionPack.publicPk}`)).body.nextBidAmountInUsd).toBe(22_000);
    expect((await t.get<{ count: number }>(`/api/release/v3/auction/${auctionPack.publicPk}/editions`)).body.count).toBe(1);
    const wrong = await t.get<{ detail: string }>(`/api/release/v3/auction/${lobbyPack.publicPk}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.detail).toBe('This release pack is not an auction release.');
    expect((await t.get<{ detail: string }>(`/api/release/v3/sealed-auction/${auctionPack.publicPk}`)).body.detail).toBe('This release pack is not a sealed auction release.');
    expect((await t.get(`/api/release/v3/fcfs/${fcfsPack.publicPk}`)).status).toBe(200);
    expect((await t.get(`/api/release/v3/leaderboard/${fcfsPack.publicPk}/editions`)).status).toBe(404);
    expect((await t.get(`/api/release/v3/sweepstakes/${fcfsPack.publicPk}`)).status).toBe(404);
    expect((await t.get<List<ReleasePack>>(`/api/release/v3/auction/packs/${auction.publicPk}`)).body.count).toBe(1);
    expect((await t.get(`/api/release/v3/auction/packs/${fcfs.publicPk}`)).status).toBe(404);
    expect((await t.get<List<ReleasePack>>('/api/release/v3/fcfs/packs?release=alpha-fcfs')).body.count).toBe(1);
    expect((await t.get('/api/release/v3/fcfs/packs?release=alpha-18')).status).toBe(404);
  });

  it('serves bid ladders and the stats of fcfs packs and auction lots', async () => {
    const ladder = (await t.get<number[]>('/api/release/v3/leaderboard/bid-increments')).body;
    expect(ladder.slice(0, 3)).toEqual([50, 100, 150]);
    expect([...ladder].sort((a, b) => a - b)).toEqual(ladder);
    expect((await t.get<number[]>('/api/release/v3/sealed-auction/bid-increments')).status).toBe(200);
    const stats = (await t.get<FcfsPackStats>(`/api/release/v3/fcfs/release-packs/${fcfsPack.publicPk}/stats/fcfs`)).body;
    expect(stats).toEqual({ releasePackPublicPk: fcfsPack.publicPk, totalCount: 5, availableCount: 3, inCheckoutCount: 0, soldCount: 2, saleStatus: 'live' });
    const lot = (await t.get<LotStats>(`/api/release/v3/auction/release-pack/${auctionPack.publicPk}/stats`)).body;
    expect(lot).toMatchObject({ startingBidUsd: 22_000, nextBidAmountInUsd: 22_000, totalCount: 1, saleStatus: 'live' });
  });

  it('looks an edition NFT up by pack and number or by token id', async () => {
    expect((await t.get<EditionNft>(`/api/release/v3/edition-nft?release_pack=${lobbyPack.publicPk}&edition_number=2`)).body.publicPk).toBe(nfts[1]!.publicPk);
    expect((await t.get<EditionNft>('/api/release/v3/edition-nft?token_id=777')).body.editionNumber).toBe(3);
    expect((await t.get('/api/release/v3/edition-nft?token_id=778')).status).toBe(404);
    expect((await t.get('/api/release/v3/edition-nft?token_id=abc')).status).toBe(400);
    expect((await t.get('/api/release/v3/edition-nft')).status).toBe(400);
  });
});
