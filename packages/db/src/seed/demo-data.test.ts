import { describe, expect, it } from 'vitest';
import { buildDemoActivity, ownWalletAddress, userPk } from './demo-activity';
import { demoPeople } from './demo-people';
import { buildDemoCatalogue } from './demo-catalogue-rows';
import { demoReleases } from './demo-releases';
import { demoId } from './ids';

const now = new Date('2025-06-01T12:00:00Z');

describe('demo data builders', () => {
  it('derive the same ids and rows from the same moment', () => {
    expect(demoId('brand', 'glen-aurora')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const first = buildDemoCatalogue(now);
    const second = buildDemoCatalogue(now);
    expect(buildDemoActivity(first, now)).toEqual(buildDemoActivity(second, now));
    expect(first.nfts).toEqual(second.nfts);
  });

  it('keeps the story consistent: sellers own what they list and nothing happens in the future', () => {
    const catalogue = buildDemoCatalogue(now);
    const activity = buildDemoActivity(catalogue, now);
    const ownerOf = new Map(catalogue.nfts.map((nft) => [nft.publicPk, nft.ownerPk]));
    for (const listing of activity.listings.filter((row) => row.status === 'active')) {
      const items = activity.listingItems.filter((item) => item.listingPk === listing.publicPk);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(ownerOf.get(item.editionNftPk)).toBe(listing.sellerPk);
    }
    for (const row of activity.history) expect(row.createdAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    const handlerOf = new Map(demoPeople.map((person) => [userPk(person.handler), person.handler]));
    const nftByPk = new Map(catalogue.nfts.map((nft) => [nft.publicPk, nft]));
    for (const listing of activity.listings) {
      const seller = handlerOf.get(listing.sellerPk)!;
      // Spec part 2 §6: custodial NFTs are transferred out first, so every listing is made from the seller's own wallet.
      expect(listing.sellerAddress).toBe(ownWalletAddress(seller));
      if (listing.status === 'sold') continue;
      for (const item of activity.listingItems.filter((row) => row.listingPk === listing.publicPk)) {
        expect(nftByPk.get(item.editionNftPk)).toMatchObject({ ownerAddress: ownWalletAddress(seller), isInManagedWallet: false });
        const moves = activity.history.filter((row) => row.editionNftPk === item.editionNftPk).map((row) => row.createdAt!.getTime());
        expect(moves).toEqual([...moves].sort((a, b) => a - b));
        expect(Math.max(...moves)).toBeLessThan(listing.createdAt!.getTime());
      }
    }
    const sold = catalogue.nfts.filter((nft) => nft.status !== 'unsold');
    expect(new Set(sold.map((nft) => nft.tokenId)).size).toBe(sold.length);
  });

  it('sells no more units than a pack holds', () => {
    for (const release of demoReleases) for (const pack of release.packs) expect(pack.sold).toBeLessThanOrEqual(pack.units);
  });
});
