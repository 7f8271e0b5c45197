import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@caskmark/db/seed/index';
import type { Release, ReleasePack } from '@caskmark/shared/api/catalogue';
import type { MarketplaceFilters } from '@caskmark/shared/api/marketplace-query';
import { RELEASE_STYLES } from '@caskmark/shared/catalogue/release-styles';
import { seedIfEmpty } from '../src/seed/seed-if-empty';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const TABLES = ['users', 'brands', 'products', 'releases', 'release_packs', 'editions', 'edition_nfts', 'listings', 'listing_items', 'edition_history', 'bid_increments', 'announcements', 'giveaways', 'giveaway_terms', 'press_releases'];

async function snapshot(): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    // A digest of every row: any changed value, not only a changed count, would show.
    const rows = (await t.context.db.execute(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*)::int as n from ${table} t`))) as unknown as {
      rows: Array<{ digest: string; n: number }>;
    };
    result[table] = `${rows.rows[0]!.n}:${rows.rows[0]!.digest}`;
  }
  return result;
}

beforeAll(async () => {
  t = await startTestApp();
  await seedIfEmpty(t.context);
});
afterAll(async () => t?.close());

describe('demo data', () => {
  it('is idempotent: seeding again, even later, changes nothing', async () => {
    const before = await snapshot();
    await seedDemoData(t.context.db, { now: new Date(t.context.clock.now().getTime() + 86_400_000) });
    await seedIfEmpty(t.context);
    expect(await snapshot()).toEqual(before);
    expect(Number(before.edition_nfts!.split(':')[0])).toBeGreaterThan(500);
  });

  it('covers every release style, past and future dates, and prices from under $50 to over $20,000', async () => {
    const packs = (await t.get<{ results: ReleasePack[] }>('/api/marketplace/v3/release-packs-cursor?limit=100')).body.results;
    expect(new Set(packs.map((pack) => pack.releaseStyle))).toEqual(new Set(RELEASE_STYLES));
    expect(new Set(packs.map((pack) => pack.saleStatus))).toEqual(new Set(['live', 'upcoming', 'closed']));
    expect(packs.some((pack) => pack.listingPrice > 20_000)).toBe(true);
    expect(packs.some((pack) => pack.listingPrice > 0 && pack.listingPrice < 50)).toBe(true);
    expect(packs.some((pack) => pack.isBundle)).toBe(true);
    expect(packs.some((pack) => pack.listedCount > 0)).toBe(true);
    const soon = packs.filter((pack) => pack.saleStatus === 'upcoming').map((pack) => Date.parse(pack.lobbyOpenDate) - t.context.clock.nowMs());
    expect(Math.min(...soon)).toBeLessThan(24 * 3_600_000);
    const releases = (await t.get<{ count: number }>('/api/marketplace/v2/release?size=100')).body;
    expect(releases.count).toBeGreaterThanOrEqual(12);
  });

  it('fills every field of the filter panel', async () => {
    const filters = (await t.get<MarketplaceFilters>('/api/marketplace/v3/filters')).body;
    for (const [field, options] of Object.entries(filters)) {
      if (field === 'price') continue;
      expect((options as unknown[]).length, field).toBeGreaterThan(0);
    }
    expect(filters.category.map((option) => option.value).sort()).toEqual(['Cognac', 'Rum', 'Tequila', 'Whisky', 'Wine']);
    expect(filters.producer.length).toBeGreaterThanOrEqual(5);
    expect(filters.price.max).toBeGreaterThan(20_000);
  });

  it('has the accounts, slugs and activity the other domains and the web app rely on', async () => {
    const people = (await t.context.db.execute(sql`select email, handler, is_brand from users order by email`)) as unknown as { rows: Array<{ email: string; handler: string }> };
    expect(people.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'staff@caskmark.test', handler: 'caskmark' }),
        expect.objectContaining({ email: 'cellar@glen-aurora.test', handler: 'glenaurora' }),
        expect.objectContaining({ email: 'ava@caskmark.test', handler: 'ava' }),
        expect.objectContaining({ email: 'ben@caskmark.test', handler: 'ben' }),
      ]),
    );
    expect((await t.get('/api/brands/v1/glen-aurora')).status).toBe(200);
    expect((await t.get<Release>('/api/release/v1/saltwind-rum/hurricane-relief-auction')).body.releaseStyle).toBe('auction');
    const search = (await t.get<{ results: Release[] }>('/api/marketplace/v2/release?search=AURORA&size=10')).body.results;
    expect(search.length).toBeGreaterThanOrEqual(2);

    for (const kind of ['Mint', 'Primary Market Sale', 'Secondary Market Sale', 'Transfer', 'Gift', 'Redeem', 'Claim']) {
      const rows = (await t.get<{ count: number }>(`/api/release/v2/history?limit=1&transfer_type=${encodeURIComponent(kind)}`)).body;
      expect(rows.count, kind).toBeGreaterThan(0);
    }
    const recent = (await t.get<{ results: Array<{ createdAt: string }> }>('/api/release/v2/history?ordering=-created_at&date_range=7d&limit=100')).body.results;
    expect(recent.length).toBeGreaterThan(20);
    const listings = (await t.get<{ results: Array<{ currency: string; forSpecificBuyer: boolean; isBundle: boolean }> }>('/api/marketplace/v2/listings/marketplace?size=50')).body.results;
    expect(listings.some((listing) => listing.currency === 'ETH')).toBe(true);
    expect(listings.some((listing) => listing.currency === 'USD')).toBe(true);
    expect(listings.some((listing) => listing.forSpecificBuyer)).toBe(true);
    expect(listings.some((listing) => listing.isBundle)).toBe(true);

    expect((await t.get<{ count: number }>('/api/communication/v1/announcement')).body.count).toBeGreaterThanOrEqual(3);
    expect((await t.get<{ count: number }>('/api/communication/v1/giveaway')).body.count).toBeGreaterThanOrEqual(2);
    expect((await t.get<{ count: number }>('/api/communication/v1/giveaway/terms-of-service?only_valid_tos=true')).body.count).toBe(1);
    expect((await t.get<{ count: number }>('/api/communication/v1/press-release?release_slug=hurricane-relief-auction')).body.count).toBe(1);
    expect((await t.get<number[]>('/api/release/v3/auction/bid-increments')).body.length).toBeGreaterThan(100);
  });

  it('draws every image the demo refers to', async () => {
    const packs = (await t.get<{ results: ReleasePack[] }>('/api/marketplace/v3/release-packs-cursor?limit=100')).body.results;
    const brands = (await t.get<{ results: Array<{ logo: string; heroImage: string }> }>('/api/brands/v1/')).body.results;
    const urls = [...packs.flatMap((pack) => [pack.image, pack.video]), ...brands.flatMap((brand) => [brand.logo, brand.heroImage])];
    for (const url of new Set(urls)) {
      expect(url.startsWith('/media/'), url).toBe(true);
      const response = await t.get<string>(url);
      expect(response.status, url).toBe(200);
    }
  });
});
