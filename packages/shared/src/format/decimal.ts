/**
 * en-US number text without Intl (decision 372): the first Intl formatter a page builds costs
 * Chromium 20–50 ms of loading ICU data, on the main thread of the first screen. These give what
 * `Intl.NumberFormat('en-US')` gives for the options the app uses; the tests compare them with it.
 */

export type Rounding = 'half-expand' | 'trunc';

export interface DecimalOptions {
  minFraction: number;
  maxFraction: number;
  rounding?: Rounding;
  /** Grouping separators only from this many integer digits on (compact notation: 5). */
  groupFrom?: number;
}

/** The digits of |x| as String writes them (shortest round trip), without an exponent. */
export function plainDigits(x: number): { integer: string; fraction: string } {
  const text = String(Math.abs(x));
  const at = text.indexOf('e');
  if (at < 0) {
    const [integer, fraction = ''] = text.split('.');
    return { integer: integer!, fraction };
  }
  const [lead, rest = ''] = text.slice(0, at).split('.');
  const digits = lead! + rest;
  const point = lead!.length + Number(text.slice(at + 1));
  if (point <= 0) return { integer: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { integer: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { integer: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one unit in the last place of a string of decimal digits ('199' → '200', '99' → '100'). */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

/** Cuts the fraction to `max` digits, rounding half away from zero or truncating. */
export function roundDigits(
  integer: string,
  fraction: string,
  max: number,
  rounding: Rounding,
): { integer: string; fraction: string } {
  if (fraction.length <= max) return { integer, fraction };
  const kept = fraction.slice(0, max);
  if (rounding === 'trunc' || fraction[max]! < '5') return { integer, fraction: kept };
  const sum = incremented(integer + kept);
  const cut = sum.length - max;
  return { integer: sum.slice(0, cut), fraction: sum.slice(cut) };
}

/** '1234567' → '1,234,567' (from `groupFrom` digits on). */
export function groupThousands(integer: string, groupFrom = 4): string {
  if (integer.length < groupFrom) return integer;
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whether en-US writes a minus: negative numbers and negative zero, even when they round to 0. */
export const isNegative = (x: number): boolean => x < 0 || Object.is(x, -0);

/** The digits of |x| cut to the options' fraction, without a sign: '1,234.50'. */
export function unsignedDecimal(x: number, options: DecimalOptions): string {
  const { integer, fraction } = plainDigits(x);
  return joinDecimal(roundDigits(integer, fraction, options.maxFraction, options.rounding ?? 'half-expand'), options);
}

/** Integer and fraction digits as text: trailing zeros dropped down to `minFraction`, grouped. */
export function joinDecimal(parts: { integer: string; fraction: string }, options: DecimalOptions): string {
  let fraction = parts.fraction;
  while (fraction.length > options.minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(options.minFraction, '0');
  const integer = groupThousands(parts.integer.replace(/^0+(?=\d)/, ''), options.groupFrom);
  return fraction ? `${integer}.${fraction}` : integer;
}

/** `x.toLocaleString('en-US', { minimumFractionDigits, maximumFractionDigits })` for a finite x. */
export function formatDecimal(x: number, options: DecimalOptions): string {
  return `${isNegative(x) ? '-' : ''}${unsignedDecimal(x, options)}`;
}

const COMPACT_UNITS = [
  { exponent: 12, suffix: 'T' },
  { exponent: 9, suffix: 'B' },
  { exponent: 6, suffix: 'M' },
  { exponent: 3, suffix: 'K' },
];

/**
 * Compact notation (`notation: 'compact'`, short) of |x| with up to `maxFraction` digits, truncated:
 * 2_290_000.5 → '2.29M', 1.5e15 → '1500T' (compact groups from five digits on, as ICU does).
 */
export function unsignedCompact(x: number, maxFraction: number): string {
  const { integer, fraction } = plainDigits(x);
  const unit = COMPACT_UNITS.find(({ exponent }) => integer.length > exponent);
  if (!unit) return unsignedDecimal(x, { minFraction: 0, maxFraction, rounding: 'trunc', groupFrom: 5 });
  const cut = integer.length - unit.exponent;
  const scaled = roundDigits(integer.slice(0, cut), integer.slice(cut) + fraction, maxFraction, 'trunc');
  return `${joinDecimal(scaled, { minFraction: 0, maxFraction, groupFrom: 5 })}${unit.suffix}`;
}
