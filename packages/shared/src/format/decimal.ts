/**
 * en-US number text without Intl (decision 372): the first Intl formatter a page builds costs
 * Chromium 20–50 ms of loading ICU data, on the main thread of the first screen. These give what
 * `Intl.NumberFormat('en-US')` gives for the options the app uses; the tests compare them with it.
 * The digits come from the money module's exact decimals (a number through its shortest round trip,
 * which is also what ICU rounds from).
 */
import { formatScaled, parseScaled } from '../money/decimal';

export interface DecimalOptions {
  minFraction: number;
  maxFraction: number;
  /** 'half-up' rounds halves away from zero (Intl's halfExpand); 'trunc' cuts. */
  rounding?: 'half-up' | 'trunc';
  /** Grouping separators only from this many integer digits on (compact notation: 5). */
  groupFrom?: number;
}

/** '1234567' → '1,234,567' (from `groupFrom` digits on). */
export function groupThousands(integer: string, groupFrom = 4): string {
  if (integer.length < groupFrom) return integer;
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whether en-US writes a minus: negative numbers and negative zero, even when they round to 0. */
export const isNegative = (x: number): boolean => x < 0 || Object.is(x, -0);

/** A plain unsigned decimal ('1234.5') with its integer part grouped. */
function grouped(plain: string, groupFrom?: number): string {
  const [integer, fraction] = plain.split('.');
  const digits = groupThousands(integer!, groupFrom);
  return fraction ? `${digits}.${fraction}` : digits;
}

/** |x| in units of 10^-scale, rounded as asked (scale may be negative: thousands, millions…). */
const unitsOf = (x: number, scale: number, rounding: DecimalOptions['rounding']) =>
  parseScaled(Math.abs(x), scale, rounding ?? 'half-up');

/** The digits of |x| cut to the options' fraction, without a sign: '1,234.50'. */
export function unsignedDecimal(x: number, options: DecimalOptions): string {
  const units = unitsOf(x, options.maxFraction, options.rounding);
  const plain = formatScaled(units, options.maxFraction, { minFractionDigits: options.minFraction });
  return grouped(plain, options.groupFrom);
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
  const integerDigits = unitsOf(x, 0, 'trunc').toString().length;
  const unit = COMPACT_UNITS.find(({ exponent }) => integerDigits > exponent);
  if (!unit) return unsignedDecimal(x, { minFraction: 0, maxFraction, rounding: 'trunc', groupFrom: 5 });
  const units = unitsOf(x, maxFraction - unit.exponent, 'trunc');
  return `${grouped(formatScaled(units, maxFraction), 5)}${unit.suffix}`;
}
