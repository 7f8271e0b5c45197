import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditionNft, Listing } from '@caskmark/shared/api/catalogue';
import { buildBrand, buildEditionNfts, buildListing, buildRelease, buildReleasePack, buildUser, ms, sellTo, type EditionNftRow } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

/** The two reads the web catalogue pages added: an edition NFT by its publicPk, listings by seller. */
let t: TestApp;
let nfts: EditionNftRow[];
type Page<T> = { count: number; results: T[] };

beforeAll(async () => {
  t = await startTestApp();
  const db = t.context.db;
  const now = t.context.clock.now();
  const brand = await buildBrand(db, { slug: 'web-glen', name: 'Web Glen' });
  const release = await buildRelease(db, { now, brandPk: brand.publicPk, slug: 'web-release', productTitle: 'Web Release' });
  const pack = await buildReleasePack(db, { releasePk: release.publicPk, name: 'Web malt', listingPriceCents: 10_000 });
  nfts = (await buildEditionNfts(db, { pack, count: 3 })).nfts;
  const [zed, amy, Bob] = [await buildUser(db, { handler: 'zed' }), await buildUser(db, { handler: 'amy' }), await buildUser(db, { handler: 'Bob' })];
  await sellTo(db, [nfts[0]!], zed);
  await sellTo(db, [nfts[1]!], amy);
  await sellTo(db, [nfts[2]!], Bob);
  for (const [seller, nft] of [[zed, nfts[0]!], [amy, nfts[1]!], [Bob, nfts[2]!]] as const) {
    await buildListing(db, { seller, nfts: [nft], validUntil: new Date(now.getTime() + 5 * ms.DAY), now });
  }
});
afterAll(async () => t?.close());

describe('web catalogue lookups', () => {
  it('finds an edition NFT by its publicPk, and 404s an unknown one', async () => {
    const found = await t.get<EditionNft>(`/api/release/v3/edition-nft?edition_nft=${nfts[1]!.publicPk}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ publicPk: nfts[1]!.publicPk, editionNumber: 2, brandSlug: 'web-glen', releaseSlug: 'web-release' });
    expect((await t.get('/api/release/v3/edition-nft?edition_nft=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.get('/api/release/v3/edition-nft?edition_nft=not-a-uuid')).status).toBe(400);
  });

  it('orders listings by seller handle both ways, case-insensitively', async () => {
    const sellers = async (ordering: string) =>
      (await t.get<Page<Listing>>(`/api/marketplace/v2/listings/marketplace?ordering=${ordering}`)).body.results.map((listing) => listing.listingHandler);
    expect(await sellers('listing_handler')).toEqual(['amy', 'Bob', 'zed']);
    expect(await sellers('-listing_handler')).toEqual(['zed', 'Bob', 'amy']);
  });
});
