import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditionHistoryRow } from '@caskmark/shared/api/catalogue';
import { buildBrand, buildEditionNfts, buildHistory, buildListing, buildRelease, buildReleasePack, buildUser, ms, type EditionNftRow, type UserRow } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let nfts: EditionNftRow[];
let ava: UserRow;
let ben: UserRow;
type History = { count: number; results: EditionHistoryRow[] };
const history = async (query: string) => (await t.get<History>(`/api/release/v2/history?${query}`)).body;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.context.db;
  const now = t.context.clock.now();
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * ms.DAY);
  const brand = await buildBrand(db, { slug: 'history-glen', name: 'History Glen' });
  const release = await buildRelease(db, { now, brandPk: brand.publicPk, slug: 'history-release', productTitle: 'History Release' });
  const other = await buildRelease(db, { now, brandPk: brand.publicPk, slug: 'other-release', productTitle: 'Other Release' });
  const pack = await buildReleasePack(db, { releasePk: release.publicPk });
  ({ nfts } = await buildEditionNfts(db, { pack, count: 3 }));
  ava = await buildUser(db, { handler: 'ava_h' });
  ben = await buildUser(db, { handler: 'ben_h' });
  const base = { releasePk: release.publicPk };
  await buildHistory(db, { ...base, editionNftPk: nfts[0]!.publicPk, transferType: 'Mint', toIsBrand: 1, createdAt: at(100) });
  await buildHistory(db, { ...base, editionNftPk: nfts[0]!.publicPk, transferType: 'Primary Market Sale', fromIsBrand: 1, toUserPk: ava.publicPk, sellingPriceCents: 42_000, sellingPriceWei: '133300000000000000', createdAt: at(40) });
  const listing = await buildListing(db, { seller: ava, nfts: [nfts[0]!, nfts[1]!], now: at(12), status: 'sold' });
  await buildHistory(db, { ...base, editionNftPk: nfts[0]!.publicPk, transferType: 'Secondary Market Sale', fromUserPk: ava.publicPk, toUserPk: ben.publicPk, sellingPriceCents: 50_000, listingPk: listing.publicPk, createdAt: at(10) });
  await buildHistory(db, { ...base, editionNftPk: nfts[1]!.publicPk, transferType: 'Gift', fromUserPk: ben.publicPk, toUserPk: ava.publicPk, createdAt: at(5) });
  await buildHistory(db, { ...base, editionNftPk: nfts[2]!.publicPk, transferType: 'Transfer', fromAddress: '0xfeed', toUserPk: ben.publicPk, createdAt: at(1) });
  await buildHistory(db, { releasePk: other.publicPk, transferType: 'Global Offer', fromUserPk: ben.publicPk, createdAt: at(2) });
  // Written by a clock that was later wound back in a test: not shown before its time.
  await buildHistory(db, { ...base, editionNftPk: nfts[2]!.publicPk, transferType: 'Redeem', fromUserPk: ben.publicPk, createdAt: new Date(now.getTime() + ms.DAY) });
});
afterAll(async () => t?.close());

describe('release v2 history', () => {
  it('lists oldest first by default, 10 per page, with who, what and for how much', async () => {
    const body = await history('release_slug=history-release');
    expect(body.count).toBe(5);
    expect(body.results.map((row) => row.transferType)).toEqual(['Mint', 'Primary Market Sale', 'Secondary Market Sale', 'Gift', 'Transfer']);
    const [mint, sale, resale, , transfer] = body.results;
    expect(mint).toMatchObject({ previousOwner: null, currentOwner: 'History Glen', currentOwnerIsBrand: true });
    expect(sale).toMatchObject({ previousOwner: 'History Glen', previousOwnerIsBrand: true, currentOwner: 'ava_h', sellingPrice: 420, sellingPriceEth: 0.1333 });
    expect(resale).toMatchObject({ previousOwner: 'ava_h', currentOwner: 'ben_h', sellingPrice: 500, editionNumber: 1 });
    expect(resale!.listingEditionNfts).toHaveLength(2);
    expect(resale!.listingId).toBeTruthy();
    expect(transfer).toMatchObject({ previousOwner: '0xfeed', currentOwner: 'ben_h' });
  });

  it('orders newest first for the activity page and pages with limit, offset or page', async () => {
    const newest = await history('ordering=-created_at&limit=2');
    expect(newest.count).toBe(6);
    expect(newest.results.map((row) => row.transferType)).toEqual(['Transfer', 'Global Offer']);
    expect((await history('ordering=-created_at&limit=2&page=2')).results.map((row) => row.transferType)).toEqual(['Gift', 'Secondary Market Sale']);
    expect((await history('ordering=-created_at&limit=2&offset=1')).results.map((row) => row.transferType)).toEqual(['Global Offer', 'Gift']);
    expect(await history('limit=2&page=50')).toEqual({ count: 6, results: [] });
  });

  it('filters by handler, edition, event kind, dates, names and parties', async () => {
    expect((await history('handler=@AVA_H')).count).toBe(3);
    expect((await history(`edition_public_pk=${nfts[0]!.publicPk}`)).count).toBe(3);
    expect((await history(`edition_public_pk=${nfts[0]!.editionPk}`)).count).toBe(5);
    expect((await history('transfer_type=Sale')).results.map((row) => row.transferType)).toEqual(['Primary Market Sale', 'Secondary Market Sale']);
    expect((await history('transfer_type=Gift,Transfer')).count).toBe(2);
    expect((await history('date_range=7d')).results.map((row) => row.transferType)).toEqual(['Gift', 'Global Offer', 'Transfer']);
    expect((await history('date_range=30d')).count).toBe(4);
    expect((await history('brand_slug=history-glen')).count).toBe(6);
    expect((await history('name=other')).count).toBe(1);
    expect((await history('from_handler=ava')).count).toBe(1);
    expect((await history('to_handler=ben')).count).toBe(2);
  });

  it('rejects malformed parameters with field errors', async () => {
    for (const [query, field] of [['limit=0', 'limit'], ['limit=500', 'limit'], ['page=0', 'page'], ['ordering=price', 'ordering'], ['date_range=week', 'date_range'], ['transfer_type=Theft', 'transfer_type'], ['edition_public_pk=12', 'edition_public_pk']] as const) {
      const response = await t.get<Record<string, unknown>>(`/api/release/v2/history?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body).some((key) => key.startsWith(field)), query).toBe(true);
    }
  });
});
