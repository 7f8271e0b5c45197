import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditionNft, Release, ReleasePack } from '@caskmark/shared/api/catalogue';
import type { MarketplaceFilters } from '@caskmark/shared/api/marketplace-query';
import { buildBrand, buildEditionNfts, buildListing, buildProduct, buildRelease, buildReleasePack, buildUser, ms, sellTo, type PackRow } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const packs: Record<string, PackRow> = {};
type CursorPage<T> = { next: string | null; results: T[] };

beforeAll(async () => {
  t = await startTestApp();
  const db = t.context.db;
  const now = t.context.clock.now();
  const glen = await buildBrand(db, { slug: 'test-glen', name: 'Test Glen', category: 'Whisky' });
  const vineyard = await buildBrand(db, { slug: 'quiet-vineyard', name: 'Quiet Vineyard', category: 'Wine', country: 'France' });
  const malt = await buildProduct(db, { brandPk: glen.publicPk, title: 'Glen 18', ageStatement: 18 });
  const japanese = await buildProduct(db, { brandPk: glen.publicPk, title: 'Mountain 21', country: 'Japan', region: 'Yamanashi', whiskyType: 'Japanese Single Malt', ageStatement: 21 });
  const claret = await buildProduct(db, {
    brandPk: vineyard.publicPk, title: 'Grand Vin 2015', category: 'Wine', whiskyType: null, wineType: 'Red', country: 'France', region: 'Bordeaux',
    bottleSizeMl: 750, vintage: 2015, ageStatement: null, colour: 'Deep Ruby', primaryGrape: 'Cabernet Sauvignon', bottler: 'Château Bottled',
  });

  const live = await buildRelease(db, { now, brandPk: glen.publicPk, slug: 'glen-18-lobby', productTitle: 'Glen Eighteen' });
  packs.malt = await buildReleasePack(db, { releasePk: live.publicPk, name: 'Glen 18 bottle', listingPriceCents: 30_000 });
  await buildEditionNfts(db, { pack: packs.malt, count: 5, productPk: malt.publicPk });

  const wine = await buildRelease(db, { now, brandPk: vineyard.publicPk, slug: 'grand-vin-fcfs', productTitle: 'Grand Vin Cellar Release', releaseStyle: 'fcfs' });
  packs.claret = await buildReleasePack(db, { releasePk: wine.publicPk, name: 'Grand Vin 2015', listingPriceCents: 5_000 });
  await buildEditionNfts(db, { pack: packs.claret, count: 3, productPk: claret.publicPk });
  packs.bundle = await buildReleasePack(db, { releasePk: wine.publicPk, name: 'Claret and malt', isBundle: true, listingPriceCents: 70_000, sortOrder: 1 });
  await buildEditionNfts(db, { pack: packs.bundle, count: 2, productPk: claret.publicPk, priceCents: 35_000 });
  await buildEditionNfts(db, { pack: packs.bundle, count: 2, productPk: malt.publicPk, priceCents: 35_000 });

  const soon = await buildRelease(db, { brandPk: glen.publicPk, slug: 'mountain-21', productTitle: 'Mountain 21', lobbyOpenDate: new Date(now.getTime() + 6 * ms.HOUR), lobbyCloseDate: new Date(now.getTime() + 6 * ms.DAY) });
  packs.upcoming = await buildReleasePack(db, { releasePk: soon.publicPk, name: 'Mountain 21', listingPriceCents: 120_000 });
  await buildEditionNfts(db, { pack: packs.upcoming, count: 2, productPk: japanese.publicPk });

  const past = await buildRelease(db, { brandPk: glen.publicPk, slug: 'old-auction', productTitle: 'Old Auction', releaseStyle: 'auction', lobbyOpenDate: new Date(now.getTime() - 20 * ms.DAY), lobbyCloseDate: new Date(now.getTime() - 10 * ms.DAY) });
  packs.sold = await buildReleasePack(db, { releasePk: past.publicPk, name: 'Old lot', listingPriceCents: 50_000 });
  const { nfts } = await buildEditionNfts(db, { pack: packs.sold, count: 1, productPk: malt.publicPk });
  const owner = await buildUser(db, { handler: 'listing_owner' });
  await sellTo(db, nfts, owner);
  await buildListing(db, { seller: owner, nfts, amount: '900', priceUsdCents: 90_000, now });

  // Twelve more small packs so the cursor has pages to walk.
  const many = await buildRelease(db, { now, brandPk: glen.publicPk, slug: 'many-packs', productTitle: 'Many Packs' });
  for (let index = 0; index < 12; index += 1) {
    const extra = await buildReleasePack(db, { releasePk: many.publicPk, name: `Extra ${String(index).padStart(2, '0')}`, listingPriceCents: 2_000 + (index % 4) * 1_000 });
    await buildEditionNfts(db, { pack: extra, count: 1, productPk: malt.publicPk });
  }
});
afterAll(async () => t?.close());

async function walk(query: string, limit: number, from = ''): Promise<ReleasePack[]> {
  const seen: ReleasePack[] = [];
  let cursor: string | null = from;
  for (let guard = 0; cursor !== null && guard < 50; guard += 1) {
    const page: { status: number; body: CursorPage<ReleasePack> } = await t.get(`/api/marketplace/v3/release-packs-cursor?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    expect(page.body.results.length).toBeLessThanOrEqual(limit);
    seen.push(...page.body.results);
    cursor = page.body.next;
  }
  return seen;
}

const names = (list: Array<{ name: string }>) => list.map((item) => item.name);
const cursorNames = async (query: string) => names((await t.get<CursorPage<ReleasePack>>(`/api/marketplace/v3/release-packs-cursor?limit=100${query}`)).body.results);

describe('marketplace v3 release-packs-cursor', () => {
  it('walks every pack exactly once, in the same order as one big page, for every ordering', async () => {
    for (const ordering of ['-primary_available,min_price_usd', 'min_price_usd', '-min_price_usd', '-lobby_open_date', 'lobby_open_date', 'name']) {
      const query = `&ordering=${encodeURIComponent(ordering)}`;
      const walked = await walk(query, 5);
      expect(walked.map((pack) => pack.publicPk)).toEqual((await t.get<CursorPage<ReleasePack>>(`/api/marketplace/v3/release-packs-cursor?limit=100${query}`)).body.results.map((pack) => pack.publicPk));
      expect(new Set(walked.map((pack) => pack.publicPk)).size).toBe(17);
    }
  });

  it('defaults to 8 per page, buyable first and cheapest first', async () => {
    const page = await t.get<CursorPage<ReleasePack>>('/api/marketplace/v3/release-packs-cursor');
    expect(page.body.results).toHaveLength(8);
    const firstUnavailable = page.body.results.findIndex((pack) => pack.primaryAvailable === 0);
    const buyable = page.body.results.slice(0, firstUnavailable === -1 ? undefined : firstUnavailable);
    expect(buyable.map((pack) => pack.minPriceUsd)).toEqual([...buyable.map((pack) => pack.minPriceUsd)].sort((a, b) => a! - b!));
  });

  it('never repeats a pack when the catalogue changes between pages', async () => {
    const first = await t.get<CursorPage<ReleasePack>>('/api/marketplace/v3/release-packs-cursor?limit=4&ordering=min_price_usd');
    // A new pack that sorts before the cursor appears on no later page.
    const release = await buildRelease(t.context.db, { now: t.context.clock.now(), slug: 'late-cheap' });
    const cheap = await buildReleasePack(t.context.db, { releasePk: release.publicPk, name: 'Late cheap', listingPriceCents: 100 });
    await buildEditionNfts(t.context.db, { pack: cheap, count: 1 });
    const rest = await walk('&ordering=min_price_usd', 4, first.body.next!);
    const all = [...first.body.results, ...rest].map((pack) => pack.publicPk);
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain(cheap.publicPk);
  });

  it('applies each filter of the panel', async () => {
    expect(await cursorNames('&category=Wine')).toEqual(expect.arrayContaining(['Grand Vin 2015', 'Claret and malt']));
    expect((await cursorNames('&category=wine')).length).toBe(2);
    expect(await cursorNames('&country=Japan')).toEqual(['Mountain 21']);
    expect(await cursorNames('&whisky_type=Japanese%20Single%20Malt')).toEqual(['Mountain 21']);
    expect((await cursorNames('&wine_type=Red&vintage=2015&bottle_size=750&primary_grape=Cabernet%20Sauvignon')).sort()).toEqual(['Claret and malt', 'Grand Vin 2015']);
    expect(await cursorNames('&age_statement=21')).toEqual(['Mountain 21']);
    expect(await cursorNames('&status=upcoming')).toEqual(['Mountain 21']);
    expect(await cursorNames('&status=listed')).toEqual(['Old lot']);
    expect(await cursorNames('&is_listed=true')).toEqual(['Old lot']);
    expect(await cursorNames('&listings_owner=listing_owner')).toEqual(['Old lot']);
    expect(await cursorNames('&is_bundle=true')).toEqual(['Claret and malt']);
    expect(await cursorNames('&brand_slug=quiet-vineyard&ordering=name')).toEqual(['Claret and malt', 'Grand Vin 2015']);
    expect(await cursorNames('&min_price=100&max_price=800&ordering=min_price_usd')).toEqual(['Glen 18 bottle', 'Claret and malt']);
    expect(await cursorNames('&min_price=1000&max_price=1200.004')).toEqual(['Mountain 21']);
    expect(await cursorNames('&release=old-auction')).toEqual(['Old lot']);
    expect(await cursorNames('&release_style=fcfs&ordering=name')).toEqual(['Claret and malt', 'Grand Vin 2015']);
    expect(await cursorNames('&search=QUIET&ordering=name')).toEqual(['Claret and malt', 'Grand Vin 2015']);
    expect(await cursorNames('&search=100%25')).toEqual([]);
    expect((await cursorNames('&primary_available=false')).sort()).toEqual(['Mountain 21', 'Old lot']);
    expect(await cursorNames('&status=sold_out')).toEqual(['Old lot']);
  });

  it('answers malformed parameters with 400 and field errors, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['min_price=abc', 'min_price'],
      ['min_price=-1', 'min_price'],
      ['min_price=500&max_price=100', 'min_price'],
      ['limit=0', 'limit'],
      ['limit=1000', 'limit'],
      ['ordering=cheapest', 'ordering'],
      ['cursor=not-a-cursor', 'cursor'],
      ['status=gone', 'status'],
      ['vintage=old', 'vintage'],
      ['is_bundle=maybe', 'is_bundle'],
      ['release_style=raffle', 'release_style'],
    ];
    for (const [query, field] of cases) {
      const response = await t.get<Record<string, unknown>>(`/api/marketplace/v3/release-packs-cursor?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body).some((key) => key === field || key.startsWith(`${field}.`)), `${query}: ${JSON.stringify(response.body)}`).toBe(true);
    }
    const otherOrdering = await t.get<CursorPage<ReleasePack>>('/api/marketplace/v3/release-packs-cursor?limit=2&ordering=name');
    const reused = await t.get<Record<string, string[]>>(`/api/marketplace/v3/release-packs-cursor?limit=2&cursor=${otherOrdering.body.next}`);
    expect(reused.status).toBe(400);
    expect(reused.body.cursor).toEqual(['Invalid cursor.']);
  });

  it('reads one pack, 404 for an unknown one and 400 for a malformed id', async () => {
    expect((await t.get<ReleasePack>(`/api/marketplace/v3/release-packs/${packs.malt!.publicPk}`)).body.name).toBe('Glen 18 bottle');
    const missing = await t.get<{ code: string; detail: string }>(`/api/marketplace/v3/release-packs/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found', detail: 'Release pack not found.' });
    const malformed = await t.get<Record<string, string[]>>('/api/marketplace/v3/release-packs/12');
    expect(malformed.status).toBe(400);
    expect(malformed.body.id).toBeDefined();
  });
});

describe('marketplace v3 filters', () => {
  it('counts the packs behind every option', async () => {
    const filters = (await t.get<MarketplaceFilters>('/api/marketplace/v3/filters')).body;
    const option = (list: MarketplaceFilters['category'], value: string) => list.find((item) => item.value === value)?.count;
    expect(option(filters.category, 'Wine')).toBe(2);
    expect(option(filters.category, 'Whisky')).toBe(17);
    expect(option(filters.country, 'Japan')).toBe(1);
    expect(filters.bottleSize.map((item) => item.label)).toEqual(['70 cl', '75 cl']);
    expect(option(filters.vintage, '2015')).toBe(2);
    expect(option(filters.producer, 'quiet-vineyard')).toBe(2);
    expect(filters.producer.find((item) => item.value === 'quiet-vineyard')?.label).toBe('Quiet Vineyard');
    expect(option(filters.status, 'upcoming')).toBe(1);
    expect(option(filters.status, 'listed')).toBe(1);
    expect(filters.ageStatement.map((item) => item.label)).toContain('18 years');
    expect(filters.price.min).toBe(1);
    // The upcoming Mountain 21 ($1,200) is priced before it opens (decision 121).
    expect(filters.price.max).toBe(1_200);
  });
});

describe('marketplace v3 edition-nfts-cursor', () => {
  it('walks the editions of a pack by number, once each', async () => {
    const numbers: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { body: CursorPage<EditionNft> } = await t.get(`/api/marketplace/v3/edition-nfts-cursor/${packs.malt!.publicPk}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      numbers.push(...page.body.results.map((edition) => edition.editionNumber));
      cursor = page.body.next;
    }
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
    expect((await t.get(`/api/marketplace/v3/edition-nfts-cursor/${randomUUID()}`)).status).toBe(404);
  });
});

describe('marketplace v2 release (and the header search)', () => {
  it('matches brand names and release titles case-insensitively', async () => {
    const byBrand = await t.get<{ count: number; results: Release[] }>('/api/marketplace/v2/release?search=quiet%20VINE&size=10');
    expect(byBrand.body.results.map((release) => release.releaseSlug)).toEqual(['grand-vin-fcfs']);
    const byTitle = await t.get<{ count: number; results: Release[] }>('/api/marketplace/v2/release?search=eighteen&size=10');
    expect(byTitle.body.results.map((release) => release.releaseSlug)).toEqual(['glen-18-lobby']);
    expect(byTitle.body.results[0]).toMatchObject({ brand: { slug: 'test-glen', name: 'Test Glen' }, minPriceUsd: 300, primaryAvailable: 5 });
  });

  it('pages with page/size, answers past the end with an empty page, and rejects bad values', async () => {
    const first = await t.get<{ count: number; next: number | null; previous: number | null; results: Release[] }>('/api/marketplace/v2/release?size=2');
    expect(first.body.count).toBeGreaterThanOrEqual(5);
    expect(first.body).toMatchObject({ next: 2, previous: null });
    const past = await t.get<{ count: number; next: number | null; results: Release[] }>('/api/marketplace/v2/release?size=2&page=40');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ count: first.body.count, next: null, results: [] });
    expect((await t.get('/api/marketplace/v2/release?page=0')).status).toBe(400);
    expect((await t.get('/api/marketplace/v2/release?size=101')).status).toBe(400);
    expect((await t.get('/api/marketplace/v2/release?ordering=random')).status).toBe(400);
  });

  it('orders by default with buyable releases first, then by lowest price', async () => {
    const page = await t.get<{ results: Release[] }>('/api/marketplace/v2/release?size=50');
    const buyable = page.body.results.filter((release) => release.primaryAvailable > 0);
    expect(page.body.results.slice(0, buyable.length)).toEqual(buyable);
    expect(buyable.map((release) => release.minPriceUsd)).toEqual([...buyable.map((release) => release.minPriceUsd)].sort((a, b) => a! - b!));
  });
});
