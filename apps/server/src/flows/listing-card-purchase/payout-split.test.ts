import { describe, expect, it } from 'vitest';
import { splitCardSale } from './payout-split';

describe('splitCardSale', () => {
  it('pays the seller 90 % and rounds the fee down, the remainder to the seller', () => {
    expect(splitCardSale(12_000, 1_000)).toEqual({ grossCents: 12_000, feeCents: 1_200, royaltyCents: 0, sellerAmountCents: 10_800 });
    expect(splitCardSale(999, 1_000)).toEqual({ grossCents: 999, feeCents: 99, royaltyCents: 0, sellerAmountCents: 900 });
  });

  it('splits a collaboration listing 5 % fee + 5 % royalty', () => {
    expect(splitCardSale(10_001, 500, 500)).toEqual({ grossCents: 10_001, feeCents: 500, royaltyCents: 500, sellerAmountCents: 9_001 });
  });

  it('refuses a gross that is not a positive whole number of cents', () => {
    expect(() => splitCardSale(0, 1_000)).toThrow();
    expect(() => splitCardSale(10.5, 1_000)).toThrow();
  });
});
