import { describe, expect, it } from 'vitest';
import { editionPriceUsd } from './edition-display';
import { listingAskingPrice, listingTitle } from './listing-display';
import { isStreamVideo } from './media';
import { packPriceLine } from './pack-price';
import { isPublicPk, releasePath } from './paths';
import { formatRelativeTime } from './relative-time';

describe('card figures', () => {
  it("shows the server's lowest price, or what an upcoming sale opens at under its own label", () => {
    expect(packPriceLine({ minPriceUsd: 120, saleStatus: 'live', listingPrice: 150 })).toEqual({ prefix: 'From: ', usd: 120 });
    expect(packPriceLine({ minPriceUsd: null, saleStatus: 'upcoming', listingPrice: 150 })).toEqual({ prefix: 'Opens at ', usd: 150 });
    expect(packPriceLine({ minPriceUsd: null, saleStatus: 'closed', listingPrice: 150 })).toEqual({ prefix: 'From: ', usd: null });
  });

  it('prices an edition by primary sale, then listing, then what it sold for', () => {
    const edition = { primaryAvailable: false, secondaryAvailable: false, primaryUsdPrice: 100, secondaryUsdPrice: null };
    expect(editionPriceUsd({ ...edition, primaryAvailable: true })).toEqual({ label: 'Price', usd: 100 });
    expect(editionPriceUsd({ ...edition, secondaryAvailable: true, secondaryUsdPrice: 180 })).toEqual({ label: 'Listed at', usd: 180 });
    expect(editionPriceUsd(edition)).toEqual({ label: 'Primary price', usd: 100 });
  });

  it('names listings and shows the asking price in its own currency', () => {
    const edition = { editionNftPublicPk: 'x', name: 'Casa Lumbre Añejo', image: '', editionNumber: 3, brandSlug: 'b', releaseSlug: 'r' };
    expect(listingTitle({ isBundle: false, editionData: [edition] })).toBe('Casa Lumbre Añejo #3');
    expect(listingTitle({ isBundle: true, editionData: [edition, edition] })).toBe('Bundle Listing of 2 NFTs');
    expect(listingAskingPrice({ amount: '1.5', currency: 'ETH' })).toBe('1.50 ETH');
    expect(listingAskingPrice({ amount: '1234.99', currency: 'USD' })).toBe('$1,234');
  });
});

describe('links and media', () => {
  it('tells a publicPk from a slug', () => {
    expect(isPublicPk('0b6f3c1e-8a43-4a7b-9a55-2f0d7f9c1a10')).toBe(true);
    expect(isPublicPk('glen-aurora-18')).toBe(false);
    expect(releasePath('glen aurora', 'x/y')).toBe('/producers/glen%20aurora/x%2Fy');
  });

  it('plays streams in <video> and everything else as a picture', () => {
    expect(isStreamVideo('/v/a.mp4')).toBe(true);
    expect(isStreamVideo('https://cdn/a.m3u8?token=1')).toBe(true);
    expect(isStreamVideo('/media/bottle-motion.svg?x=mp4')).toBe(false);
    expect(isStreamVideo('')).toBe(false);
  });

  it('reads expirations as relative time', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(formatRelativeTime('2026-11-25T12:00:00Z', now)).toBe('in 3 days');
    expect(formatRelativeTime('2026-11-22T10:00:00Z', now)).toBe('2 hours ago');
    expect(formatRelativeTime('2026-11-22T12:00:20Z', now)).toBe('now');
  });
});
