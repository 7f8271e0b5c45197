import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, groupThousands, unsignedCompact } from './decimal';
import { formatEth, formatUsd } from './price';

/** Numbers of every size and shape: whole, cents, tiny, huge, negative, negative zero. */
const anyNumber = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e22, max: 1e22 }),
  fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
  fc.integer({ min: 0, max: 1e8 }).map((units) => units / 1e8),
  fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 999_999.995, 1e21, 1.5e-7, 9.995, -0.001),
);

describe('en-US number text without Intl: what Intl.NumberFormat writes', () => {
  it('writes every number with 0 to 8 decimals as toLocaleString does', () => {
    fc.assert(
      fc.property(anyNumber, fc.integer({ min: 0, max: 8 }), (x, decimals) => {
        const intl = x.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
        expect(formatDecimal(x, { minFraction: decimals, maxFraction: decimals })).toBe(intl);
      }),
      { numRuns: 3_000 },
    );
  });

  it('writes a range of decimals with trailing zeros dropped, as toLocaleString does', () => {
    fc.assert(
      fc.property(anyNumber, fc.integer({ min: 0, max: 4 }), (x, extra) => {
        const intl = x.toLocaleString('en-US', { maximumFractionDigits: 2 + extra });
        expect(formatDecimal(x, { minFraction: 0, maxFraction: 2 + extra })).toBe(intl);
      }),
      { numRuns: 2_000 },
    );
  });

  it('is the USD display Intl gave before: whole dollars truncated, compact from a million', () => {
    const usd = {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      roundingMode: 'trunc',
    } as Intl.NumberFormatOptions;
    const whole = new Intl.NumberFormat('en-US', { ...usd, maximumFractionDigits: 0 });
    const compact = new Intl.NumberFormat('en-US', { ...usd, notation: 'compact', maximumFractionDigits: 2 });
    fc.assert(
      fc.property(anyNumber, (x) => {
        expect(formatUsd(x)).toBe(Math.abs(x) >= 1_000_000 ? compact.format(x) : whole.format(Math.trunc(x)));
      }),
      { numRuns: 3_000 },
    );
  });

  it('writes compact figures as ICU does, groups included', () => {
    const options = { notation: 'compact', maximumFractionDigits: 2, roundingMode: 'trunc' };
    const compact = new Intl.NumberFormat('en-US', options as Intl.NumberFormatOptions);
    fc.assert(fc.property(fc.double({ noNaN: true, min: 1_000, max: 1e22 }), (x) => {
      expect(unsignedCompact(x, 2)).toBe(compact.format(x));
    }), { numRuns: 2_000 });
    expect(unsignedCompact(1.5e15, 2)).toBe('1500T');
    expect(unsignedCompact(12_345e12, 2)).toBe('12,345T');
    expect(unsignedCompact(2_290_000.5, 2)).toBe('2.29M');
  });

  it('keeps the shortest digits of a number, exponent or not, and groups by thousands', () => {
    const upTo8 = { minFraction: 0, maxFraction: 8 };
    expect(formatDecimal(1.5e-7, upTo8)).toBe('0.00000015');
    expect(formatDecimal(1.5e21, upTo8)).toBe('1,500,000,000,000,000,000,000');
    expect(formatDecimal(-12.25, upTo8)).toBe('-12.25');
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1500', 5)).toBe('1500');
    expect(formatEth(1.005)).toBe('1.01 ETH');
    expect(formatEth(-0.001)).toBe('-0.00 ETH');
  });
});
