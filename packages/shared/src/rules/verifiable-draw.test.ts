import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawWinners, isDrawSeed, seedCommitment, verifyDraw, type DrawEntry } from './verifiable-draw';

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'));
const entriesArb = fc.uniqueArray(fc.record({ publicPk: fc.uuid(), weight: fc.integer({ min: 1, max: 10 }) }), { selector: (entry) => entry.publicPk, minLength: 0, maxLength: 40 });

describe('verifiable draw (decision 360)', () => {
  it('same seed and entries give the same winners, whatever order the list arrives in', () => {
    fc.assert(
      fc.property(seedArb, entriesArb, fc.integer({ min: 0, max: 12 }), (seed, entries, prizes) => {
        const first = drawWinners({ seed, entries, prizes });
        const reversed = drawWinners({ seed, entries: [...entries].reverse(), prizes });
        expect(reversed).toEqual(first);
        expect(first).toHaveLength(Math.min(prizes, entries.length));
        expect(new Set(first).size).toBe(first.length);
        for (const winner of first) expect(entries.some((entry) => entry.publicPk === winner)).toBe(true);
        expect(verifyDraw({ seed, seedHash: seedCommitment(seed), entries, prizes, winners: first })).toEqual({ seedMatches: true, winnersMatch: true });
      }),
    );
  });

  it('a changed result, seed or list is caught by the verification', () => {
    fc.assert(
      fc.property(seedArb, seedArb, entriesArb.filter((entries) => entries.length >= 3), (seed, other, entries) => {
        const winners = drawWinners({ seed, entries, prizes: 2 });
        expect(verifyDraw({ seed: other, seedHash: seedCommitment(seed), entries, prizes: 2, winners }).seedMatches).toBe(other === seed);
        const swapped = [winners[1]!, winners[0]!];
        expect(verifyDraw({ seed, seedHash: seedCommitment(seed), entries, prizes: 2, winners: swapped }).winnersMatch).toBe(false);
      }),
    );
  });

  it('weights tickets by quantity: an entry of 9 wins about nine times as often as an entry of 1', () => {
    const entries: DrawEntry[] = [
      { publicPk: '00000000-0000-4000-8000-000000000001', weight: 1 },
      { publicPk: '00000000-0000-4000-8000-000000000009', weight: 9 },
    ];
    let heavy = 0;
    const runs = 4000;
    for (let run = 0; run < runs; run += 1) {
      const seed = seedCommitment(`run-${run}`).slice(2);
      if (drawWinners({ seed, entries, prizes: 1 })[0] === entries[1]!.publicPk) heavy += 1;
    }
    // 90 % expected; 4,000 draws put 3 standard deviations at ±1.4 %.
    expect(heavy / runs).toBeGreaterThan(0.88);
    expect(heavy / runs).toBeLessThan(0.92);
  });

  it('zero-weight entries never win and seeds are 64 hex digits', () => {
    fc.assert(
      fc.property(seedArb, entriesArb, (seed, entries) => {
        const zeroed = entries.map((entry, index) => (index % 2 === 0 ? { ...entry, weight: 0 } : entry));
        const winners = drawWinners({ seed, entries: zeroed, prizes: 50 });
        expect(winners.every((pk) => zeroed.find((entry) => entry.publicPk === pk)!.weight > 0)).toBe(true);
        expect(isDrawSeed(seed)).toBe(true);
      }),
    );
    expect(isDrawSeed('xyz')).toBe(false);
  });
});
