import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBidIncrementLadder, nextBidAmount } from './bid-increments';

describe('bid increment ladder', () => {
  const ladder = buildBidIncrementLadder();

  it('steps by $50 under $1,000 and widens with the price', () => {
    expect(ladder.slice(0, 3)).toEqual([50, 100, 150]);
    expect(ladder).toContain(1_000);
    expect(ladder[ladder.indexOf(1_000) + 1]).toBe(1_100);
    expect(ladder[ladder.indexOf(10_000) + 1]).toBe(10_500);
    expect(ladder.at(-1)).toBe(1_000_000);
  });

  it('is strictly ascending and stops at its top', () => {
    const short = buildBidIncrementLadder(2_000);
    expect(short.at(-1)).toBe(2_000);
    expect(ladder.every((amount, index) => index === 0 || amount > ladder[index - 1]!)).toBe(true);
  });

  it('names the starting bid when it is on the ladder, else the next step up', () => {
    expect(nextBidAmount(ladder, 22_000)).toBe(22_000);
    expect(nextBidAmount(ladder, 2_520)).toBe(2_600);
    expect(nextBidAmount(ladder, 100, 100)).toBe(150);
  });

  it('counts "above the current bid" in whole cents, so a rung one cent above is not skipped', () => {
    // In floating point 0.29 + 0.01 is 0.30000000000000004, which would skip the 0.30 rung.
    expect(nextBidAmount([0.1, 0.2, 0.3, 0.4], 0.1, 0.29)).toBe(0.3);
    expect(nextBidAmount([50, 100], 50, 99.99)).toBe(100);
  });

  it('always answers a bid above the current one and at least the starting bid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_000_000 }), fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: null }), (start, current) => {
        const next = nextBidAmount(ladder, start, current);
        expect(next).toBeGreaterThanOrEqual(start);
        if (current !== null) expect(next).toBeGreaterThan(current);
      }),
    );
  });
});
