import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEditionNfts, buildListing, buildRelease, buildReleasePack, buildUser, sellTo } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * First-load preloads of the secondary market's pages (issue 17, decision 110): the page's HTML carries
 * the answer its first screen asks for, byte for byte the API's, and a high-priority link to the
 * picture that is its largest paint, so Lighthouse's LCP no longer waits for script → fetch → image.
 */
const INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let t: TestApp;
let webDir: string;

interface Preload {
  stale: boolean;
  responses: Array<{ url: string; body: unknown }>;
}

async function pageOf(address: string): Promise<{ html: string; preload: Preload | null }> {
  const response = await fetch(`${t.baseUrl}${address}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const data = /<script type="application\/json" id="cm-preload">(.*?)<\/script>/s.exec(html)?.[1];
  return { html, preload: data ? (JSON.parse(data) as Preload) : null };
}

/** The page's preloaded answer for `url` equals what the API answers a visitor for it. */
async function expectPreloadedAsTheApi(preload: Preload | null, url: string): Promise<unknown> {
  const preloaded = preload?.responses.find((response) => response.url === url);
  expect(preloaded, `${url} preloaded`).toBeDefined();
  const api = await t.get(url);
  expect(api.status).toBe(200);
  expect(preloaded!.body).toEqual(api.body);
  return preloaded!.body;
}

const imageLink = (html: string) =>
  /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'caskmark-preload-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX);
  t = await startTestApp({ WEB_DIST_DIR: webDir }, { serveWeb: true });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the secondary market pages preload their first screen', () => {
  it('an edition, a listing, the listings and a public vault: the API answer and the picture to paint first', async () => {
    const db = t.context.db;
    const seller = await buildUser(db, { handler: `preload_seller_${Date.now()}` });
    const release = await buildRelease(db);
    const pack = await buildReleasePack(db, { releasePk: release.publicPk });
    const { nfts } = await buildEditionNfts(db, { pack, count: 2, priceCents: 9_000 });
    await sellTo(db, nfts, seller);
    const listing = await buildListing(db, { seller, nfts: [nfts[0]!], listingId: String(Date.now() % 1_000_000) });

    const editionPath = `/marketplace/any-producer/${release.slug}/${nfts[1]!.publicPk}`;
    const edition = await pageOf(editionPath);
    const editionBody = (await expectPreloadedAsTheApi(
      edition.preload,
      `/api/release/v3/edition-nft?edition_nft=${nfts[1]!.publicPk}`,
    )) as { image: string };
    expect(imageLink(edition.html)).toBe(editionBody.image);
    // Its market panel and listings section render from the page too (decision 367).
    await expectPreloadedAsTheApi(edition.preload, `/api/marketplace/v3/listings/edition-nft/${nfts[1]!.publicPk}`);
    await expectPreloadedAsTheApi(edition.preload, `/api/marketplace/v1/list/${nfts[1]!.publicPk}`);
    const listedEdition = await pageOf(`/marketplace/any-producer/${release.slug}/${nfts[0]!.publicPk}`);
    const listed = (await expectPreloadedAsTheApi(
      listedEdition.preload,
      `/api/marketplace/v3/listings/edition-nft/${nfts[0]!.publicPk}`,
    )) as { count: number };
    expect(listed.count).toBe(1);

    const listingPage = await pageOf(`/listings/${listing.listingId}`);
    const listingBody = (await expectPreloadedAsTheApi(
      listingPage.preload,
      `/api/marketplace/v2/listings/marketplace/${listing.listingId}`,
    )) as {
      editionData: Array<{ image: string }>;
    };
    expect(imageLink(listingPage.html)).toBe(listingBody.editionData[0]!.image);

    const listings = await pageOf('/listings');
    await expectPreloadedAsTheApi(
      listings.preload,
      '/api/marketplace/v2/listings/marketplace?ordering=valid_until&page=1&size=10',
    );
    // Another sort or page is not what the server preloaded: the page asks for itself.
    expect((await pageOf('/listings?ordering=-valid_until')).preload).toBeNull();

    const vault = await pageOf(`/vault/${seller.handler}`);
    await expectPreloadedAsTheApi(vault.preload, `/api/account/v2/vault/${seller.handler}?page=1&size=8`);

    // Unknown addresses preload nothing of their own; the pages show their not-found states themselves.
    const unknownEdition = await pageOf(`/marketplace/a/b/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`);
    expect(
      unknownEdition.preload?.responses.some((response) => response.url.startsWith('/api/release/v3/edition-nft')),
    ).toBe(false);
    expect(imageLink(unknownEdition.html)).toBeUndefined();
    expect((await pageOf('/marketplace/a/b/not-a-uuid')).preload).toBeNull();
    const unknownVault = await pageOf('/vault/nobody_has_this_handler');
    expect(unknownVault.preload?.responses.some((response) => response.url.startsWith('/api/account/v2/vault/'))).toBe(
      false,
    );
  });
});
