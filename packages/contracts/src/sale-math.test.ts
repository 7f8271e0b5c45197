import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedAnswerToUsd, ListingCurrency, splitSalePrice, swapValue, usdCentsToWei, usdToFeedAnswer } from './sale-math';

describe('usdToFeedAnswer', () => {
  it('reads dollars into an 8-decimal answer exactly', () => {
    expect(usdToFeedAnswer('3150.42')).toBe(315_042_000_000n);
    expect(usdToFeedAnswer(3150.42)).toBe(315_042_000_000n);
    expect(usdToFeedAnswer('0.00000001')).toBe(1n);
    expect(usdToFeedAnswer('2000')).toBe(200_000_000_000n);
    expect(feedAnswerToUsd(315_042_000_000n)).toBe(3150.42);
  });

  it('refuses what is not a positive amount with at most 8 decimals', () => {
    for (const bad of ['', 'abc', '-1', '0', '1e3', '1.000000001']) expect(() => usdToFeedAnswer(bad)).toThrow(RangeError);
  });
});

describe('usdCentsToWei', () => {
  it('rounds up so the seller never gets less than the USD price', () => {
    // $1,234.56 at $3,150.42 / ETH = 391,871,559,982,478,526.67 wei, rounded up.
    expect(usdCentsToWei(123_456n, 315_042_000_000n)).toBe(391_871_559_982_478_527n);
    expect(usdCentsToWei(100n, 100_000_000n)).toBe(10n ** 18n);
    expect(() => usdCentsToWei(1n, 0n)).toThrow(RangeError);
  });

  it('is the smallest wei amount worth at least the price', () => {
    fc.assert(
      fc.property(fc.bigInt(1n, 10n ** 12n), fc.bigInt(1n, 10n ** 14n), (cents, answer) => {
        const wei = usdCentsToWei(cents, answer);
        // wei * answer / 1e24 >= cents, and one wei less would fall short.
        expect(wei * answer >= cents * 10n ** 24n).toBe(true);
        expect((wei - 1n) * answer < cents * 10n ** 24n).toBe(true);
      }),
    );
  });
});

describe('splitSalePrice', () => {
  it('takes 10 % from a normal sale and 5 % + 5 % from a collaboration, remainder to the seller', () => {
    expect(splitSalePrice(1_000n, 1000)).toEqual({ price: 1_000n, fee: 100n, royalty: 0n, sellerProceeds: 900n });
    expect(splitSalePrice(19n, 500, 500)).toEqual({ price: 19n, fee: 0n, royalty: 0n, sellerProceeds: 19n });
    expect(splitSalePrice(999_999n, 500, 500)).toEqual({ price: 999_999n, fee: 49_999n, royalty: 49_999n, sellerProceeds: 900_001n });
  });

  it('never creates or loses a wei', () => {
    fc.assert(
      fc.property(fc.bigInt(0n, 10n ** 30n), fc.integer({ min: 0, max: 2_500 }), fc.integer({ min: 0, max: 2_500 }), (price, fee, royalty) => {
        const split = splitSalePrice(price, fee, royalty);
        expect(split.fee + split.royalty + split.sellerProceeds).toBe(price);
        expect(split.sellerProceeds >= 0n).toBe(true);
      }),
    );
  });
});

describe('swapValue', () => {
  it('sends an ETH listing’s exact price and adds a 1 % allowance (rounded up) to a USD quote', () => {
    expect(swapValue(10n ** 18n, ListingCurrency.ETH)).toBe(10n ** 18n);
    expect(swapValue(10n ** 18n, ListingCurrency.USD)).toBe(101n * 10n ** 16n);
    expect(swapValue(101n, ListingCurrency.USD)).toBe(103n);
  });
});
