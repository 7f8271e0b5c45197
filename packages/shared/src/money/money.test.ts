import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, centsToDollarString, dollarsToCents, multiplyCents } from './cents';
import {
  amountToUsdCents,
  ethToUsd,
  ethToUsdCents,
  oracleAnswerToUsdPerEth,
  usdCentsToEthUnits,
  usdCentsToWei,
  usdToEth,
  weiToUsdCents,
} from './eth-conversion';
import { ethToWei, weiToEth, weiToEthNumber } from './wei';

describe('cents', () => {
  it.each([
    ['12.34', 1234],
    [12.345, 1235],
    [0.1 + 0.2, 30],
    ['75000', 7_500_000],
    [-0.005, -1],
  ] as const)('%s dollars is %i cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('writes cents back as dollars', () => {
    expect(centsToDollars(1234)).toBe(12.34);
    expect(centsToDollarString(2000)).toBe('20.00');
    expect(centsToDollarString(5n)).toBe('0.05');
  });

  it('the sweepstakes entry fee is listingPrice × quantity, exactly in cents', () => {
    expect(multiplyCents(dollarsToCents('19.99'), 3)).toBe(5997);
    expect(() => multiplyCents(1.5, 2)).toThrow(RangeError);
  });
});

describe('wei', () => {
  it('converts ETH to wei and back exactly', () => {
    expect(ethToWei('0.004')).toBe(4_000_000_000_000_000n);
    expect(weiToEth(1_500_000_000_000_000_000n)).toBe('1.5');
    expect(weiToEthNumber(123_456_789_000_000_000n, 4)).toBe(0.1235);
    expect(weiToEthNumber(123_456_789_000_000_000n, 8)).toBe(0.12345679);
  });

  it('round-trips any wei amount through its ETH text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (wei) => {
        expect(ethToWei(weiToEth(wei))).toBe(wei);
      }),
    );
  });
});

describe('USD ↔ ETH with the spec decimals', () => {
  it.each([
    [1000, 2500, 8, 0.4],
    [100, 3000, 8, 0.03333333],
    [200, 3000, 8, 0.06666667],
    [100, 3000, 4, 0.0333],
    [200, 3000, 4, 0.0667],
    [100, 3000, 2, 0.03],
    [12.5, 1234.56789, 8, 0.010125],
    [10, 3333.33, 8, 0.003],
  ])('%s USD at %s USD/ETH to %i decimals is %s ETH', (usd, price, decimals, eth) => {
    expect(usdToEth(usd, price, decimals)).toBe(eth);
  });

  it.each([
    [0.4, 2500, 1000],
    [1.23456789, 3000, 3703.7],
    ['0.004', 3210.55, 12.84],
  ])('%s ETH at %s USD/ETH is %s USD (2 decimals)', (eth, price, usd) => {
    expect(ethToUsd(eth, price)).toBe(usd);
  });

  it('reads the oracle answer divided by 1e8', () => {
    expect(oracleAnswerToUsdPerEth(312_345_678_900n)).toBe(3123.456789);
  });

  it('refuses a missing or non-positive price instead of dividing by it', () => {
    expect(() => usdToEth(10, 0)).toThrow(RangeError);
    expect(() => usdToEth(10, -1)).toThrow(RangeError);
    expect(() => usdToEth(10, Number.NaN)).toThrow(RangeError);
  });

  it('converts amounts of either currency to USD cents', () => {
    expect(amountToUsdCents(99.99, 'USD', 3000)).toBe(9999);
    expect(amountToUsdCents('0.05', 'ETH', 2000)).toBe(10000);
  });

  const cents = fc.integer({ min: 0, max: 1_000_000_000 }); // up to $10M
  const price = fc.integer({ min: 1_000_000, max: 100_000_000_000 }).map((scaled) => scaled / 1e6); // $1 to $100,000 per ETH

  it('USD → ETH (8 decimals) → USD comes back to the same cent', () => {
    fc.assert(
      fc.property(cents, price, (usdCents, usdPerEth) => {
        const eth = usdCentsToEthUnits(usdCents, usdPerEth, 8);
        expect(weiToUsdCents(eth * 10n ** 10n, usdPerEth)).toBe(usdCents);
      }),
    );
  });

  it('USD → ETH (4 decimals, vault) → USD stays within half a 4th-decimal ETH of the start', () => {
    fc.assert(
      fc.property(cents, price, (usdCents, usdPerEth) => {
        const eth = usdCentsToEthUnits(usdCents, usdPerEth, 4);
        const back = weiToUsdCents(eth * 10n ** 14n, usdPerEth);
        expect(Math.abs(back - usdCents)).toBeLessThanOrEqual(Math.ceil(0.00005 * usdPerEth * 100) + 1);
      }),
    );
  });

  it('USD → wei → USD is exact to the cent and floor never pays more than asked', () => {
    fc.assert(
      fc.property(cents, price, (usdCents, usdPerEth) => {
        expect(weiToUsdCents(usdCentsToWei(usdCents, usdPerEth), usdPerEth)).toBe(usdCents);
        const floorWei = usdCentsToWei(usdCents, usdPerEth, 'floor');
        expect(weiToUsdCents(floorWei, usdPerEth, 'floor')).toBeLessThanOrEqual(usdCents);
      }),
    );
  });

  it('ETH → USD cents agrees with converting its wei', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 24n }), price, (wei, usdPerEth) => {
        expect(ethToUsdCents(weiToEth(wei), usdPerEth)).toBe(weiToUsdCents(wei, usdPerEth));
      }),
    );
  });
});
