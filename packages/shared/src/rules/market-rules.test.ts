import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSale, splitSaleCents } from './fees';
import { canResendGift } from './gifts';
import {
  bundleSelectableEditions,
  isLowListingPrice,
  isSameWalletBundle,
  LISTING_EXPIRATION_PRESETS,
  listingExpiryFromPreset,
} from './listing';
import {
  acceptedOfferPurchaseDeadline,
  counterOfferHint,
  counterOfferMinimum,
  groupOffers,
  isOfferActive,
  offerExpiredMessage,
  offerValidUntil,
  OFFER_VALIDITY_DAYS,
} from './offers';

describe('fees', () => {
  it('the platform fee is 10 % and the payout 90 %', () => {
    expect(splitSaleCents(100_000)).toEqual({ fee: 10_000, royalty: 0, payout: 90_000 });
    expect(splitSale(10n ** 18n)).toEqual({ fee: 10n ** 17n, royalty: 0n, payout: 9n * 10n ** 17n });
  });

  it('a collaboration listing pays a 5 % fee plus a 5 % royalty to the ballot token owner', () => {
    expect(splitSaleCents(100_000, 'collaboration')).toEqual({ fee: 5_000, royalty: 5_000, payout: 90_000 });
  });

  it('rounds the fee half-up on odd cents and gives the payout the rest', () => {
    expect(splitSaleCents(15)).toEqual({ fee: 2, royalty: 0, payout: 13 });
    expect(splitSaleCents(1)).toEqual({ fee: 0, royalty: 0, payout: 1 });
  });

  it('fee + royalty + payout equals the price exactly, in cents and in wei', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 27n }), fc.constantFrom('standard' as const, 'collaboration' as const), (price, kind) => {
        const split = splitSale(price, kind);
        expect(split.fee + split.royalty + split.payout).toBe(price);
        expect(split.payout >= 0n).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const split = splitSaleCents(cents);
        expect(split.fee + split.payout).toBe(cents);
      }),
    );
  });

  it('refuses negative prices', () => {
    expect(() => splitSale(-1n)).toThrow(RangeError);
  });
});

describe('gift resend', () => {
  it.each([
    ['pending', 0, true],
    ['pending', 5, true],
    ['pending', 6, false],
    ['accepted', 0, false],
    ['declined', 1, false],
  ])('a %s gift with sentRetries %i can be resent: %s', (status, sentRetries, allowed) => {
    expect(canResendGift({ status, sentRetries })).toBe(allowed);
  });
});

describe('offers', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('offers validity choices of 1, 3, 7 or 30 days', () => {
    expect(OFFER_VALIDITY_DAYS).toEqual([1, 3, 7, 30]);
    expect(offerValidUntil(now, 3).toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(acceptedOfferPurchaseDeadline(now).toISOString()).toBe('2026-11-25T12:00:00.000Z');
  });

  it('an offer is active while validUntil is in the future', () => {
    expect(isOfferActive({ validUntil: '2026-11-22T12:00:01Z' }, now)).toBe(true);
    expect(isOfferActive({ validUntil: now }, now)).toBe(false);
    expect(offerExpiredMessage('by', 'ann')).toBe('Offer by @ann has expired');
    expect(offerExpiredMessage('to', 'bob')).toBe('Offer to @bob has expired');
  });

  it("groups offers of at least 100 USD (ETH converted) first and the rest under 'Low Offers'", () => {
    const offers = [
      { id: 'a', amount: 100, currency: 'USD' as const },
      { id: 'b', amount: 99.99, currency: 'USD' as const },
      { id: 'c', amount: '0.05', currency: 'ETH' as const },
      { id: 'd', amount: 0.0499, currency: 'ETH' as const },
    ];
    const { listed, lowOffers } = groupOffers(offers, 2000);
    expect(listed.map((offer) => offer.id)).toEqual(['a', 'c']);
    expect(lowOffers.map((offer) => offer.id)).toEqual(['b', 'd']);
  });

  it.each([
    [{ amount: 500, currency: 'USD' as const }, 'USD' as const, 500],
    [{ amount: 0.25, currency: 'ETH' as const }, 'ETH' as const, 0.25],
    [{ amount: 0.123, currency: 'ETH' as const }, 'USD' as const, 369],
    [{ amount: 0.3333, currency: 'ETH' as const }, 'USD' as const, 999.9],
    [{ amount: 1000, currency: 'USD' as const }, 'ETH' as const, 0.34],
    [{ amount: 100, currency: 'USD' as const }, 'ETH' as const, 0.04],
  ])('the counter offer minimum for %o in %s at 3000 USD/ETH is %s', (original, currency, minimum) => {
    expect(counterOfferMinimum(original, currency, 3000)).toBe(minimum);
  });

  it('a USD offer countered in ETH always asks more than the converted amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 100, max: 100_000 }), (cents, price) => {
        expect(counterOfferMinimum({ amount: cents / 100, currency: 'USD' }, 'ETH', price) * price).toBeGreaterThan(cents / 100);
      }),
    );
  });

  it('writes the counter-offer hint', () => {
    expect(counterOfferHint(1250.5, 'USD')).toBe('Enter a value greater than $1,250.5 to submit a counter offer.');
    expect(counterOfferHint(0.34, 'ETH')).toBe('Enter a value greater than 0.34 ETH to submit a counter offer.');
  });
});

describe('listing rules', () => {
  const now = new Date('2026-01-31T10:00:00Z');

  it('offers the presets 1 day to 1 year and Custom, in the spec order', () => {
    expect(LISTING_EXPIRATION_PRESETS.map((preset) => preset.label)).toEqual([
      '1 day', '3 days', '5 days', '7 days', '2 weeks', '1 month', '3 months', '6 months', '1 year', 'Custom',
    ]);
  });

  it.each([
    ['1d', '2026-02-01T10:00:00.000Z'],
    ['2w', '2026-02-14T10:00:00.000Z'],
    ['1m', '2026-02-28T10:00:00.000Z'],
    ['3m', '2026-04-30T10:00:00.000Z'],
    ['1y', '2027-01-31T10:00:00.000Z'],
  ] as const)('the %s preset from 31 January expires %s', (preset, expiry) => {
    expect(listingExpiryFromPreset(preset, now)?.toISOString()).toBe(expiry);
  });

  it('the custom preset leaves the date to the user', () => {
    expect(listingExpiryFromPreset('custom', now)).toBeNull();
  });

  it.each([
    [50, 'USD', true],
    [50.01, 'USD', false],
    [0.025, 'ETH', true],
    [0.0251, 'ETH', false],
  ] as const)('a price of %s %s gets the low-price warning (≤ $50 at 2000 USD/ETH): %s', (price, currency, low) => {
    expect(isLowListingPrice(price, currency, 2000)).toBe(low);
  });

  it('bundle editions must be in the same wallet as the first', () => {
    const editions = [
      { editionNftPublicPk: 'a', walletAddress: '0xAbC' },
      { editionNftPublicPk: 'b', walletAddress: '0xabc' },
      { editionNftPublicPk: 'c', walletAddress: '0xdef' },
    ];
    expect(bundleSelectableEditions(editions, editions[0]!).map((edition) => edition.editionNftPublicPk)).toEqual(['a', 'b']);
    expect(isSameWalletBundle(editions.slice(0, 2))).toBe(true);
    expect(isSameWalletBundle(editions)).toBe(false);
  });
});
