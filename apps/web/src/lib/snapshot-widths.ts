import { parseWidthQuery } from './viewport-query';

/**
 * Which widths the server writes a first screen for (decision 367): the width queries a page asked
 * cut the range of widths into intervals that render alike; one variant per interval, shown by CSS
 * only at the widths it was written for.
 */

/** Where the answer of a query can change: `inclusive` when the width `px` itself belongs below. */
interface Cut {
  px: number;
  inclusive: boolean;
}

export interface WidthInterval {
  /** The width the variant is rendered at. */
  sample: number;
  /** The media condition of the interval ('' for all widths). */
  condition: string;
}

/** The widths a page is written for when nothing distinguishes them: a phone, then a laptop. */
export const PHONE_WIDTH = 390;
export const WIDE_WIDTH = 1280;

function cutsOf(queries: string[]): Cut[] {
  const cuts = new Map<string, Cut>();
  for (const query of queries) {
    for (const bound of parseWidthQuery(query) ?? []) {
      // max-width: X holds up to and including X; min-width: X from X on.
      const cut = { px: bound.px, inclusive: bound.kind === 'max' };
      cuts.set(`${cut.px} ${cut.inclusive}`, cut);
    }
  }
  return [...cuts.values()].sort((a, b) => a.px - b.px || Number(a.inclusive) - Number(b.inclusive));
}

const below = (cut: Cut) => `(width ${cut.inclusive ? '<=' : '<'} ${cut.px}px)`;
const above = (cut: Cut) => `(width ${cut.inclusive ? '>' : '>='} ${cut.px}px)`;

function inside(width: number, lower: Cut | undefined, upper: Cut | undefined): boolean {
  const afterLower = !lower || (lower.inclusive ? width > lower.px : width >= lower.px);
  const beforeUpper = !upper || (upper.inclusive ? width <= upper.px : width < upper.px);
  return afterLower && beforeUpper;
}

/** The intervals of width between the queries' bounds, each with a width inside it to render at. */
export function widthIntervals(queries: string[]): WidthInterval[] {
  const cuts = cutsOf(queries);
  if (!cuts.length) return [{ sample: PHONE_WIDTH, condition: '' }];
  const intervals: WidthInterval[] = [];
  for (let index = 0; index <= cuts.length; index += 1) {
    const lower = cuts[index - 1];
    const upper = cuts[index];
    let sample: number;
    if (inside(PHONE_WIDTH, lower, upper)) sample = PHONE_WIDTH;
    else if (inside(WIDE_WIDTH, lower, upper)) sample = WIDE_WIDTH;
    else if (!lower) sample = upper!.px - 1;
    else if (!upper) sample = lower.px + 1;
    else sample = (lower.px + upper.px) / 2;
    if (!inside(sample, lower, upper)) continue;
    const condition = [lower && above(lower), upper && below(upper)].filter(Boolean).join(' and ');
    intervals.push({ sample, condition });
  }
  return intervals;
}
