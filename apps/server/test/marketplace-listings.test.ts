import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditionNft, Listing, ReleaseStats } from '@caskmark/shared/api/catalogue';
import {
  buildBrand,
  buildEditionNfts,
  buildHistory,
  buildListing,
  buildProduct,
  buildRelease,
  buildReleasePack,
  buildUser,
  ms,
  sellTo,
  type ListingRow,
  type ReleaseRow,
} from './support/builders';
import { FRESHNESS_BOUND_MS } from './support/freshness';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let release: ReleaseRow;
const listings: Record<string, ListingRow> = {};
type Page<T> = { count: number; next: number | null; results: T[] };
const listingPage = async (query: string) => (await t.get<Page<Listing>>(`/api/marketplace/v2/listings/marketplace?${query}`)).body;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.context.db;
  const now = t.context.clock.now();
  const brand = await buildBrand(db, { slug: 'list-glen', name: 'List Glen' });
  const wineBrand = await buildBrand(db, { slug: 'list-wine', name: 'List Wine', category: 'Wine' });
  release = await buildRelease(db, { brandPk: brand.publicPk, slug: 'list-release', productTitle: 'List Release', lobbyOpenDate: new Date(now.getTime() - 30 * ms.DAY), lobbyCloseDate: new Date(now.getTime() - 20 * ms.DAY) });
  const pack = await buildReleasePack(db, { releasePk: release.publicPk, name: 'Listed malt', listingPriceCents: 20_000 });
  const { nfts } = await buildEditionNfts(db, { pack, count: 6 });
  const wineRelease = await buildRelease(db, { now, brandPk: wineBrand.publicPk, slug: 'list-wine-release', productTitle: 'Cellar Claret' });
  const winePack = await buildReleasePack(db, { releasePk: wineRelease.publicPk, name: 'Claret' });
  const claret = await buildProduct(db, { brandPk: wineBrand.publicPk, title: 'Claret 2015', category: 'Wine', whiskyType: null, wineType: 'Red', vintage: 2015 });
  const wine = (await buildEditionNfts(db, { pack: winePack, count: 1, productPk: claret.publicPk })).nfts;
  const seller = await buildUser(db, { handler: 'seller_one' });
  const other = await buildUser(db, { handler: 'seller_two' });
  await sellTo(db, nfts.slice(0, 4), seller);
  await sellTo(db, nfts.slice(4), other);
  await sellTo(db, wine, other);
  listings.cheap = await buildListing(db, { seller, nfts: [nfts[0]!], amount: '150', priceUsdCents: 15_000, validUntil: new Date(now.getTime() + 20 * ms.DAY), now: new Date(now.getTime() - 10 * ms.DAY) });
  listings.eth = await buildListing(db, { seller, nfts: [nfts[1]!], amount: '0.10000000', currency: 'ETH', priceUsdCents: 31_504, validUntil: new Date(now.getTime() + ms.DAY), now: new Date(now.getTime() - ms.DAY) });
  listings.bundle = await buildListing(db, { seller, nfts: [nfts[2]!, nfts[3]!], amount: '700', priceUsdCents: 70_000, validUntil: new Date(now.getTime() + 40 * ms.DAY), now });
  listings.private = await buildListing(db, { seller: other, nfts: [nfts[4]!], amount: '99', priceUsdCents: 9_900, forSpecificBuyer: true, buyerAddress: '0xbuyer', validUntil: new Date(now.getTime() + 5 * ms.DAY), now });
  listings.wine = await buildListing(db, { seller: other, nfts: wine, amount: '320', priceUsdCents: 32_000, validUntil: new Date(now.getTime() + 9 * ms.DAY), now });
  listings.expired = await buildListing(db, { seller: other, nfts: [nfts[5]!], amount: '60', priceUsdCents: 6_000, validUntil: new Date(now.getTime() - ms.HOUR), now: new Date(now.getTime() - 3 * ms.DAY) });
  await buildHistory(db, { releasePk: release.publicPk, editionNftPk: nfts[0]!.publicPk, transferType: 'Primary Market Sale', fromIsBrand: 1, toUserPk: seller.publicPk, sellingPriceCents: 20_000, createdAt: new Date(now.getTime() - 25 * ms.DAY) });
  await buildHistory(db, { releasePk: release.publicPk, editionNftPk: nfts[4]!.publicPk, transferType: 'Secondary Market Sale', fromUserPk: seller.publicPk, toUserPk: other.publicPk, sellingPriceCents: 26_000, createdAt: new Date(now.getTime() - 2 * ms.DAY) });
});
afterAll(async () => t?.close());

describe('marketplace v2 listings', () => {
  it('lists active listings (private ones marked) by expiry by default', async () => {
    const page = await listingPage('size=20');
    expect(page.results.map((listing) => listing.publicPk)).toEqual([listings.eth, listings.private, listings.wine, listings.cheap, listings.bundle].map((row) => row!.publicPk));
    const eth = page.results[0]!;
    expect(eth).toMatchObject({ amount: '0.1', currency: 'ETH', priceUsd: 315.04, listingHandler: 'seller_one', status: 'active', isBundle: false });
    expect(page.results[1]).toMatchObject({ forSpecificBuyer: true, buyerAddress: '0xbuyer' });
    const bundle = page.results.find((listing) => listing.isBundle)!;
    expect(bundle.editionData.map((item) => item.editionNumber)).toEqual([3, 4]);
    expect(bundle.editionData[0]).toMatchObject({ brandSlug: 'list-glen', releaseSlug: 'list-release' });
  });

  it('orders by price and expiry both ways', async () => {
    const prices = (await listingPage('ordering=min_price_usd')).results.map((listing) => listing.priceUsd);
    expect(prices).toEqual([99, 150, 315.04, 320, 700]);
    expect((await listingPage('ordering=-min_price_usd')).results.map((listing) => listing.priceUsd)).toEqual([700, 320, 315.04, 150, 99]);
    expect((await listingPage('ordering=-valid_until')).results[0]!.publicPk).toBe(listings.bundle!.publicPk);
  });

  it('applies the filters the spec names', async () => {
    const ids = async (query: string) => (await listingPage(query)).results.map((listing) => listing.publicPk).sort();
    const idOf = (...keys: string[]) => keys.map((key) => listings[key]!.publicPk).sort();
    expect(await ids('min_price=100&max_price=400')).toEqual(idOf('cheap', 'eth', 'wine'));
    expect(await ids('is_bundle=true')).toEqual(idOf('bundle'));
    expect(await ids('listings_owner=seller_two')).toEqual(idOf('private', 'wine'));
    expect(await ids('new_listing=true')).toEqual(idOf('eth', 'bundle', 'private', 'wine'));
    expect(await ids('expiring_soon=true')).toEqual(idOf('eth'));
    expect(await ids('brand_slug=list-wine')).toEqual(idOf('wine'));
    expect(await ids('brand_name=list%20wine')).toEqual(idOf('wine'));
    expect(await ids('category=Wine&vintage=2015')).toEqual(idOf('wine'));
    expect(await ids('search=claret')).toEqual(idOf('wine'));
    expect(await ids('product_title=claret%202015')).toEqual(idOf('wine'));
    expect(await ids('release=list-release&size=2')).toHaveLength(2);
    expect((await listingPage('release=list-release&size=2')).count).toBe(4);
  });

  it('filters by bottle attribute through each item\'s product, which follows its edition (decision 313)', async () => {
    const ids = async (query: string) => (await listingPage(query)).results.map((listing) => listing.publicPk).sort();
    const db = t.context.db;
    expect(await ids('category=Whisky&size=20')).toEqual([listings.cheap, listings.eth, listings.bundle, listings.private].map((row) => row!.publicPk).sort());
    const edition = await db.execute(sql`select n.edition_pk::text, e.product_pk::text
      from listing_items li join edition_nfts n on n.public_pk = li.edition_nft_pk join editions e on e.public_pk = n.edition_pk
      where li.listing_pk = ${listings.wine!.publicPk}::uuid`);
    const { edition_pk: editionPk, product_pk: claretPk } = (edition as unknown as { rows: Array<{ edition_pk: string; product_pk: string }> }).rows[0]!;
    const malt = await buildProduct(db, { brandPk: release.brandPk, title: 'Relabelled malt', category: 'Whisky' });
    // The page is a cached read: a write made straight to the database reaches it within the bound (decision 310).
    const within = { timeout: FRESHNESS_BOUND_MS, interval: 50 };
    await db.execute(sql`update editions set product_pk = ${malt.publicPk}::uuid where public_pk = ${editionPk}::uuid`);
    try {
      await expect.poll(() => ids('category=Whisky&size=20'), within).toContain(listings.wine!.publicPk);
      await expect.poll(() => ids('category=Wine'), within).toEqual([]);
    } finally {
      await db.execute(sql`update editions set product_pk = ${claretPk}::uuid where public_pk = ${editionPk}::uuid`);
    }
    await expect.poll(() => ids('category=Wine'), within).toEqual([listings.wine!.publicPk]);
  });

  it('reads one listing by publicPk, whatever its status, and 404s unknown ones', async () => {
    expect((await t.get<Listing>(`/api/marketplace/v2/listings/marketplace/${listings.expired!.publicPk}`)).body.status).toBe('expired');
    expect((await t.get(`/api/marketplace/v2/listings/marketplace/${randomUUID()}`)).status).toBe(404);
    expect((await t.get('/api/marketplace/v2/listings/marketplace/12345')).status).toBe(404);
    expect((await t.get('/api/marketplace/v2/listings/marketplace/drop-table')).status).toBe(404);
  });

  it('rejects malformed parameters', async () => {
    expect((await t.get('/api/marketplace/v2/listings/marketplace?ordering=valid_until_desc')).status).toBe(400);
    expect((await t.get('/api/marketplace/v2/listings/marketplace?max_price=lots')).status).toBe(400);
    expect((await t.get('/api/marketplace/v2/listings/marketplace?size=0')).status).toBe(400);
  });
});

describe('marketplace v2 release stats', () => {
  it('gives the Lowest Ask and Last Sale in USD', async () => {
    const stats = (await t.get<ReleaseStats>(`/api/marketplace/v2/release/stats/${release.publicPk}`)).body;
    expect(stats).toMatchObject({ lowestAskUsd: 150, lastSaleUsd: 260, volumeUsd: 460, salesCount: 2, ownersCount: 2, listedCount: 4, totalCount: 6, primaryAvailable: 0 });
    const empty = await buildRelease(t.context.db, { now: t.context.clock.now() });
    expect((await t.get<ReleaseStats>(`/api/marketplace/v2/release/stats/${empty.slug}`)).body).toMatchObject({ lowestAskUsd: null, lastSaleUsd: null, salesCount: 0 });
    expect((await t.get(`/api/marketplace/v2/release/stats/${randomUUID()}`)).status).toBe(404);
  });
});

describe('marketplace v2 editions', () => {
  it('filters editions and orders them', async () => {
    const listed = (await t.get<Page<EditionNft>>('/api/marketplace/v2/editions?secondary_available=true&ordering=edition_number&size=50')).body;
    expect(listed.count).toBe(5);
    expect(listed.results.every((edition) => edition.availability === 'Available')).toBe(true);
    const wine = (await t.get<Page<EditionNft>>('/api/marketplace/v2/editions?wine_type=Red')).body;
    expect(wine.results.map((edition) => edition.name)).toEqual(['Claret 2015']);
    const priced = (await t.get<Page<EditionNft>>('/api/marketplace/v2/editions?max_price=200&ordering=edition_number')).body;
    expect(priced.results.map((edition) => edition.secondaryUsdPrice)).toEqual([150]);
    expect((await t.get('/api/marketplace/v2/editions?ordering=newest')).status).toBe(400);
    expect((await t.get('/api/marketplace/v2/editions?release_pack=nope')).status).toBe(400);
  });
});
