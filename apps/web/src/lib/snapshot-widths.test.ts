import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_WIDTH, WIDE_WIDTH, widthIntervals } from './snapshot-widths';
import { matchesWidth, parseWidthQuery } from './viewport-query';

/** Whether `width` satisfies a condition as widthIntervals writes it: `(width <= 600px) and (width > 300px)`. */
function satisfies(condition: string, width: number): boolean {
  if (!condition) return true;
  return condition.split(' and ').every((part) => {
    const match = /^\(width (<=|<|>=|>) ([0-9.]+)px\)$/.exec(part);
    if (!match) throw new Error(`unexpected condition ${part}`);
    const px = Number(match[2]);
    return { '<=': width <= px, '<': width < px, '>=': width >= px, '>': width > px }[
      match[1] as '<=' | '<' | '>=' | '>'
    ];
  });
}

describe('widthIntervals', () => {
  it('one variant at a phone width when no width query was asked', () => {
    expect(widthIntervals([])).toEqual([{ sample: PHONE_WIDTH, condition: '' }]);
    expect(widthIntervals(['(prefers-reduced-motion: reduce)'])).toEqual([{ sample: PHONE_WIDTH, condition: '' }]);
  });

  it('the listings page: cards up to 600 px, the table past it', () => {
    expect(widthIntervals(['(max-width: 37.5em)'])).toEqual([
      { sample: PHONE_WIDTH, condition: '(width <= 600px)' },
      { sample: WIDE_WIDTH, condition: '(width > 600px)' },
    ]);
  });

  it('the marketplace: a phone, a tablet between the bounds, and the side panel from 1089 px', () => {
    expect(widthIntervals(['(max-width: 37.5em)', '(min-width: 68.0625em)'])).toEqual([
      { sample: PHONE_WIDTH, condition: '(width <= 600px)' },
      { sample: 844.5, condition: '(width > 600px) and (width < 1089px)' },
      { sample: WIDE_WIDTH, condition: '(width >= 1089px)' },
    ]);
  });

  it('every width falls in exactly one interval, whose sample answers every query as that width does', () => {
    const bound = fc.record({ kind: fc.constantFrom('min', 'max'), px: fc.integer({ min: 200, max: 2000 }) });
    const query = fc
      .array(bound, { minLength: 1, maxLength: 2 })
      .map((bounds) => bounds.map((b) => `(${b.kind}-width: ${b.px}px)`).join(' and '));
    fc.assert(
      fc.property(
        fc.array(query, { maxLength: 4 }),
        fc.integer({ min: 100, max: 2400 }),
        fc.boolean(),
        (queries, whole, half) => {
          const width = whole + (half ? 0.5 : 0);
          const intervals = widthIntervals(queries);
          const holding = intervals.filter((interval) => satisfies(interval.condition, width));
          expect(holding).toHaveLength(1);
          const { sample } = holding[0]!;
          expect(satisfies(holding[0]!.condition, sample)).toBe(true);
          for (const text of queries) {
            const bounds = parseWidthQuery(text)!;
            expect(matchesWidth(bounds, sample)).toBe(matchesWidth(bounds, width));
          }
        },
      ),
    );
  });
});
