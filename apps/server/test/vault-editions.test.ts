import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionNfts, releases, users, wallets } from '@caskmark/db';
import type { PublicVaultPage, VaultEdition, VaultPage, VaultSummary } from '@caskmark/shared/api/vault';
import { buildIdentityUser, type VaultUser } from './vault-helpers';
import { buildBrand, buildEditionNfts, buildHistory, buildListing, buildProduct, buildRelease, buildReleasePack, ms, type EditionNftRow, type PackRow } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ava: VaultUser;
let ben: VaultUser;
let pack: PackRow;
/** Ava's: 3 in her managed wallet, 8 in her connected wallet; Ben's: 2. */
let avaManaged: EditionNftRow[];
let avaConnected: EditionNftRow[];
let benNfts: EditionNftRow[];
let releasePk: string;

const address = (digit: string) => `0x${digit.repeat(40)}`;

async function hold(nfts: EditionNftRow[], owner: string, ownerPk: string | null) {
  await t.context.db
    .update(editionNfts)
    .set({ status: 'owned', ownerAddress: owner, ownerPk, soldAt: new Date() })
    .where(inArray(editionNfts.publicPk, nfts.map((nft) => nft.publicPk)));
}

beforeAll(async () => {
  t = await startTestApp();
  ava = await buildIdentityUser(t);
  ben = await buildIdentityUser(t);
  const db = t.context.db;
  // Addresses stored checksummed or not: the vault matches them case-insensitively.
  await db.insert(wallets).values([
    { userPk: ava.userPk, address: address('a').toUpperCase().replace('0X', '0x'), walletProvider: 'fireblocks', isManaged: true },
    { userPk: ava.userPk, address: address('b'), walletProvider: 'metaMask' },
    { userPk: ben.userPk, address: address('c'), walletProvider: 'fireblocks', isManaged: true },
  ]);
  const brand = await buildBrand(db, { name: 'Vault Distillery Test', slug: 'vault-distillery-test' });
  const release = await buildRelease(db, { brandPk: brand.publicPk, redeemAfter: new Date(Date.now() + 30 * ms.DAY) });
  releasePk = release.publicPk;
  pack = await buildReleasePack(db, { releasePk: release.publicPk, listingPriceCents: 120_000 });
  const peated = await buildProduct(db, { brandPk: brand.publicPk, title: 'Peated Cask Strength' });
  const sherry = await buildProduct(db, { brandPk: brand.publicPk, title: 'Sherry Finish' });
  const first = await buildEditionNfts(db, { pack, count: 6, productPk: peated.publicPk });
  const second = await buildEditionNfts(db, { pack, count: 7, productPk: sherry.publicPk });
  avaManaged = first.nfts.slice(0, 3);
  avaConnected = [...first.nfts.slice(3, 5), ...second.nfts.slice(0, 6)];
  benNfts = [first.nfts[5]!, second.nfts[6]!];
  await hold(avaManaged, address('a'), ava.userPk);
  // The chain index's address decides, not owner_pk: a stale owner_pk of someone else changes nothing.
  await hold(avaConnected, address('b'), ben.userPk);
  await hold(benNfts, address('c'), ben.userPk);
  await db.update(editionNfts).set({ tokenId: '4242' }).where(eq(editionNfts.publicPk, avaManaged[0]!.publicPk));
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/account/v2/vault', () => {
  it('lists the editions held by every wallet of mine (managed and connected), never anyone else’s', async () => {
    const response = await t.get<VaultPage>('/api/account/v2/vault?size=50', { token: ava.token });
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(11);
    expect(response.body.results.map((edition) => edition.publicPk).sort()).toEqual([...avaManaged, ...avaConnected].map((nft) => nft.publicPk).sort());
    const managed = response.body.results.find((edition) => edition.publicPk === avaManaged[0]!.publicPk)!;
    expect(managed.isInManagedWallet).toBe(true);
    expect(response.body.results.find((edition) => edition.publicPk === avaConnected[0]!.publicPk)!.isInManagedWallet).toBe(false);

    const bens = await t.get<VaultPage>('/api/account/v2/vault', { token: ben.token });
    expect(bens.body.results.map((edition) => edition.publicPk).sort()).toEqual(benNfts.map((nft) => nft.publicPk).sort());
  });

  it('follows the chain index: an NFT that moved to another wallet leaves the vault at once', async () => {
    const moved = avaConnected[7]!;
    await t.context.db.update(editionNfts).set({ ownerAddress: address('d') }).where(eq(editionNfts.publicPk, moved.publicPk));
    const response = await t.get<VaultPage>('/api/account/v2/vault?size=50', { token: ava.token });
    expect(response.body.count).toBe(10);
    expect(response.body.results.some((edition) => edition.publicPk === moved.publicPk)).toBe(false);
    await t.context.db.update(editionNfts).set({ ownerAddress: address('b') }).where(eq(editionNfts.publicPk, moved.publicPk));
  });

  it('pages by 8 for the grid and 10 for the table, each NFT exactly once', async () => {
    const first = await t.get<VaultPage>('/api/account/v2/vault?page=1&size=8', { token: ava.token });
    const second = await t.get<VaultPage>('/api/account/v2/vault?page=2&size=8', { token: ava.token });
    expect(first.body).toMatchObject({ count: 11, next: 2, previous: null });
    expect(first.body.results).toHaveLength(8);
    expect(second.body).toMatchObject({ count: 11, next: null, previous: 1 });
    expect(second.body.results).toHaveLength(3);
    const seen = [...first.body.results, ...second.body.results].map((edition) => edition.publicPk);
    expect(new Set(seen).size).toBe(11);
    const table = await t.get<VaultPage>('/api/account/v2/vault?page=2&size=10', { token: ava.token });
    expect(table.body.results).toHaveLength(1);
    const past = await t.get<VaultPage>('/api/account/v2/vault?page=9&size=10', { token: ava.token });
    expect(past.body).toMatchObject({ count: 11, results: [] });
  });

  it('searches by bottle name, brand and edition number', async () => {
    const byName = await t.get<VaultPage>(`/api/account/v2/vault?search=${encodeURIComponent('sherry')}&size=50`, { token: ava.token });
    expect(byName.body.count).toBe(6);
    expect(byName.body.results.every((edition) => edition.name === 'Sherry Finish')).toBe(true);
    const byBrand = await t.get<VaultPage>('/api/account/v2/vault?search=vault%20distillery&size=50', { token: ava.token });
    expect(byBrand.body.count).toBe(11);
    const byNumber = await t.get<VaultPage>(`/api/account/v2/vault?search=${encodeURIComponent('#2')}&size=50`, { token: ava.token });
    // Edition 2 of the peated (managed) and of the sherry (connected); wildcards in a term are literal.
    expect(byNumber.body.results.map((edition) => edition.editionNumber)).toEqual([2, 2]);
    const literal = await t.get<VaultPage>('/api/account/v2/vault?search=%25', { token: ava.token });
    expect(literal.body.count).toBe(0);
  });

  it('refuses a visitor and a page size above the limit', async () => {
    expect((await t.get('/api/account/v2/vault')).status).toBe(401);
    expect((await t.get('/api/account/v2/vault?size=500', { token: ava.token })).status).toBe(400);
  });
});

describe('GET /api/account/v2/edition/{editionPublicPk}', () => {
  it('has every field of the drawer: token, price paid in USD and ETH, sales, average list price, my listing, redeem date', async () => {
    const db = t.context.db;
    const nft = avaManaged[0]!;
    const bought = new Date(Date.now() - 10 * ms.DAY);
    await buildHistory(db, { releasePk, editionNftPk: nft.publicPk, transferType: 'Primary Market Sale', toUserPk: ben.userPk, sellingPriceCents: 100_000, createdAt: new Date(bought.getTime() - ms.DAY) });
    await buildHistory(db, {
      releasePk,
      editionNftPk: nft.publicPk,
      transferType: 'Secondary Market Sale',
      fromUserPk: ben.userPk,
      toAddress: address('a'),
      sellingPriceCents: 315_000,
      sellingPriceWei: '1000000000000000000',
      createdAt: bought,
    });
    // Moving it between my own wallets later is not an acquisition.
    await buildHistory(db, { releasePk, editionNftPk: nft.publicPk, transferType: 'Transfer', fromUserPk: ava.userPk, toUserPk: ava.userPk, createdAt: new Date() });
    const avaUser = (await db.select().from(users).where(eq(users.publicPk, ava.userPk)))[0]!;
    const benUser = (await db.select().from(users).where(eq(users.publicPk, ben.userPk)))[0]!;
    await buildListing(db, { seller: avaUser, nfts: [nft], amount: '1.5', currency: 'ETH', priceUsdCents: 472_500 });
    // The edition's public asking prices: Ben's two listings of the same edition (not my NFT).
    await buildListing(db, { seller: benUser, nfts: [benNfts[0]!], priceUsdCents: 200_000 });
    await buildListing(db, { seller: avaUser, nfts: [avaManaged[1]!], priceUsdCents: 300_000, forSpecificBuyer: true, buyerAddress: address('e') });

    const response = await t.get<VaultEdition>(`/api/account/v2/edition/${nft.publicPk}`, { token: ava.token });
    expect(response.status).toBe(200);
    const [release] = await db.select().from(releases).where(eq(releases.publicPk, releasePk));
    expect(response.body).toMatchObject({
      publicPk: nft.publicPk,
      editionNftPublicPk: nft.publicPk,
      editionPublicPk: nft.editionPk,
      name: 'Peated Cask Strength',
      editionNumber: 1,
      brandName: 'Vault Distillery Test',
      editionNftTokenId: '4242',
      currentOwnerAddress: address('a'),
      isInManagedWallet: true,
      pricePaid: 3150,
      pricePaidEth: 1,
      numberOfSales: 2,
      // Public listings of the edition: Ben's $2,000 and my own 1.5 ETH ($4,725); the private one is left out.
      averageListingPriceUsd: 3362.5,
      isListed: true,
      listingPrice: 1.5,
      currency: 'ETH',
      redeemAfter: release!.redeemAfter!.toISOString(),
      releaseDate: release!.lobbyOpenDate.toISOString(),
      status: 'owned',
      gift: null,
    });
    expect(response.body.listings).toHaveLength(1);
  });

  it('gives the ETH side at today’s price when only USD was paid (4 decimals)', async () => {
    const nft = avaConnected[0]!;
    await buildHistory(t.context.db, { releasePk, editionNftPk: nft.publicPk, transferType: 'Primary Market Sale', toAddress: address('b'), sellingPriceCents: 100_000 });
    const response = await t.get<VaultEdition>(`/api/account/v2/edition/${nft.publicPk}`, { token: ava.token });
    const usdPerEth = await t.context.ethPrice.usdPerEth();
    expect(response.body.pricePaid).toBe(1000);
    expect(response.body.pricePaidEth).toBeCloseTo(1000 / usdPerEth, 4);
    expect(String(response.body.pricePaidEth).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(4);
  });

  it("answers 404 for somebody else's NFT, 401 to a visitor, 400 for a malformed id", async () => {
    const other = await t.get<{ code: string }>(`/api/account/v2/edition/${benNfts[0]!.publicPk}`, { token: ava.token });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('not_found');
    expect((await t.get(`/api/account/v2/edition/${avaManaged[0]!.publicPk}`)).status).toBe(401);
    expect((await t.get('/api/account/v2/edition/not-a-uuid', { token: ava.token })).status).toBe(400);
  });
});

describe('redeemed editions and the summary', () => {
  it('lists what I redeemed under state=redeemed and counts each tab', async () => {
    const db = t.context.db;
    const redeemed = avaConnected[6]!;
    await db.update(editionNfts).set({ status: 'redeemed', ownerAddress: null, redeemedAt: new Date() }).where(eq(editionNfts.publicPk, redeemed.publicPk));
    await buildHistory(db, { releasePk, editionNftPk: redeemed.publicPk, transferType: 'Redeem', fromAddress: address('b') });

    const list = await t.get<VaultPage>('/api/account/v2/vault?state=redeemed', { token: ava.token });
    expect(list.body.results.map((edition) => [edition.publicPk, edition.status])).toEqual([[redeemed.publicPk, 'redeemed']]);
    expect((await t.get<VaultEdition>(`/api/account/v2/edition/${redeemed.publicPk}`, { token: ava.token })).body.redeemedAt).not.toBeNull();

    const summary = await t.get<VaultSummary>('/api/account/v2/user/vault-summary', { token: ava.token });
    expect(summary.body).toEqual({ editions: 10, redeemedEditions: 1, listings: 2 });
    await db.update(editionNfts).set({ status: 'owned', ownerAddress: address('b'), redeemedAt: null }).where(eq(editionNfts.publicPk, redeemed.publicPk));
  });
});

describe('GET /api/account/v2/vault/{handler}', () => {
  it("shows another collector's editions as @handler with their redeemed count, and none of their private fields", async () => {
    const response = await t.get<PublicVaultPage>(`/api/account/v2/vault/${ava.handler.toUpperCase()}?size=50`, { token: ben.token });
    expect(response.status).toBe(200);
    expect(response.body.handler).toBe(ava.handler);
    expect(response.body.count).toBe(11);
    expect(typeof response.body.redeemedCount).toBe('number');
    const allowed = ['publicPk', 'editionNftPublicPk', 'editionPublicPk', 'name', 'isGenericMetadata', 'editionNumber', 'brandName', 'brandSlug', 'releaseSlug', 'releasePublicPk', 'image', 'video', 'status', 'isListed', 'listingPriceUsd'];
    for (const edition of response.body.results) expect(Object.keys(edition).sort()).toEqual([...allowed].sort());
    const text = JSON.stringify(response.body).toLowerCase();
    for (const secret of [address('a'), address('b'), 'pricepaid', 'isinmanagedwallet', 'currentowneraddress', 'listings']) expect(text).not.toContain(secret);
    // The private listing (for one buyer) is not shown as listed; the public ETH one is.
    const privateOne = response.body.results.find((edition) => edition.publicPk === avaManaged[1]!.publicPk)!;
    expect(privateOne).toMatchObject({ isListed: false, listingPriceUsd: null });
    expect(response.body.results.find((edition) => edition.publicPk === avaManaged[0]!.publicPk)).toMatchObject({ isListed: true, listingPriceUsd: 4725 });
  });

  it('is open to visitors, searchable, and answers 404 for an unknown handler', async () => {
    const visitor = await t.get<PublicVaultPage>(`/api/account/v2/vault/@${ben.handler}?search=sherry`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.results.map((edition) => edition.publicPk)).toEqual([benNfts[1]!.publicPk]);
    const unknown = await t.get<{ code: string }>('/api/account/v2/vault/nobody-has-this-handler');
    expect(unknown.status).toBe(404);
  });
});
