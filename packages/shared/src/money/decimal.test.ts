import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, formatScaled, isDecimal, parseScaled, rescale } from './decimal';

describe('divideRounded', () => {
  it.each([
    [7n, 2n, 'half-up', 4n],
    [-7n, 2n, 'half-up', -4n],
    [5n, 3n, 'half-up', 2n],
    [4n, 3n, 'half-up', 1n],
    [7n, 2n, 'floor', 3n],
    [-7n, 2n, 'floor', -4n],
    [7n, 2n, 'ceil', 4n],
    [-7n, 2n, 'ceil', -3n],
    [-7n, 2n, 'trunc', -3n],
    [7n, -2n, 'half-up', -4n],
    [6n, 3n, 'ceil', 2n],
  ] as const)('%s / %s rounded %s is %s', (a, b, mode, expected) => {
    expect(divideRounded(a, b, mode)).toBe(expected);
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe('parseScaled and formatScaled', () => {
  it.each([
    ['12.34', 2, 1234n],
    ['12.345', 2, 1235n],
    ['-12.345', 2, -1235n],
    ['0.004', 18, 4_000_000_000_000_000n],
    ['.5', 2, 50n],
    ['7.', 2, 700n],
    ['1e-7', 8, 10n],
    ['1.5e3', 0, 1500n],
    [' 42 ', 2, 4200n],
    [0.1 + 0.2, 2, 30n],
    [1e21, 0, 10n ** 21n],
  ] as const)('%s at scale %i is %s', (text, scale, expected) => {
    expect(parseScaled(text, scale)).toBe(expected);
  });

  it.each(['', 'abc', '1.2.3', '--1', '1,000', '.', 'e5'])('rejects %j', (text) => {
    expect(isDecimal(text)).toBe(false);
    expect(() => parseScaled(text, 2)).toThrow(RangeError);
  });

  it('rejects NaN and infinities', () => {
    expect(isDecimal(Number.NaN)).toBe(false);
    expect(() => parseScaled(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError);
  });

  it.each([
    [1234n, 2, {}, '12.34'],
    [1200n, 2, {}, '12'],
    [1200n, 2, { minFractionDigits: 2 }, '12.00'],
    [-5n, 2, {}, '-0.05'],
    [0n, 2, { minFractionDigits: 2 }, '0.00'],
    [1n, 18, {}, '0.000000000000000001'],
  ] as const)('%s at scale %i prints %j as %s', (units, scale, options, expected) => {
    expect(formatScaled(units, scale, options)).toBe(expected);
  });

  it('round-trips any scaled integer through its text exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }), (units, scale) => {
        expect(parseScaled(formatScaled(units, scale), scale)).toBe(units);
      }),
    );
  });

  it('rescaling down then up stays within half a unit of the coarser scale', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }), (wei) => {
        const back = rescale(rescale(wei, 18, 8), 8, 18);
        const diff = back > wei ? back - wei : wei - back;
        expect(diff <= 5n * 10n ** 9n).toBe(true);
      }),
    );
  });
});
