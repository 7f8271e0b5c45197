/**
 * Exact decimal arithmetic on scaled integers (bigint). A value with `scale` decimals is stored as
 * value × 10^scale, so 12.34 USD at scale 2 is 1234n and 1.5 ETH at scale 18 is 1500000000000000000n.
 * Binary floats never take part in a money computation (decision 011).
 */

export type Rounding = 'half-up' | 'floor' | 'ceil' | 'trunc';

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** a / b rounded as asked; half-up rounds halves away from zero, like a till. */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding = 'half-up'): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  if (denominator < 0n) return divideRounded(-numerator, -denominator, rounding);
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  const negative = numerator < 0n;
  switch (rounding) {
    case 'trunc':
      return quotient;
    case 'floor':
      return negative ? quotient - 1n : quotient;
    case 'ceil':
      return negative ? quotient : quotient + 1n;
    case 'half-up': {
      const twiceRemainder = (negative ? -remainder : remainder) * 2n;
      if (twiceRemainder >= denominator) return negative ? quotient - 1n : quotient + 1n;
      return quotient;
    }
  }
}

/** Whether a string or number is a finite decimal this module can read ('12', '12.5', '.5', '1e-7'). */
export function isDecimal(value: string | number): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  const match = DECIMAL_PATTERN.exec(value.trim());
  return Boolean(match && ((match[2] ?? '') !== '' || (match[3] ?? '') !== ''));
}

/**
 * Reads a decimal (string, or a number through its shortest round-trip text) as an integer with `scale`
 * decimals, rounding any further digits. Throws RangeError on anything that is not a finite decimal.
 */
export function parseScaled(value: string | number, scale: number, rounding: Rounding = 'half-up'): bigint {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) throw new RangeError(`Not a decimal number: ${String(value)}`);
  const exponent = Number(match[4] ?? '0');
  const unsigned = BigInt(`${whole}${fraction}` || '0');
  const digits = match[1] === '-' ? -unsigned : unsigned;
  // digits carries fraction.length decimals; shift to the requested scale, then apply the exponent.
  const shift = scale + exponent - fraction.length;
  return shift >= 0 ? digits * pow10(shift) : divideRounded(digits, pow10(-shift), rounding);
}

export interface FormatScaledOptions {
  /** Decimals to keep at least (trailing zeros); defaults to 0, so 1.50 prints as '1.5'. */
  minFractionDigits?: number;
}

/** Writes a scaled integer back as a plain decimal string, without exponent or grouping. */
export function formatScaled(units: bigint, scale: number, options: FormatScaledOptions = {}): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const base = pow10(scale);
  const whole = (magnitude / base).toString();
  let fraction = scale > 0 ? (magnitude % base).toString().padStart(scale, '0') : '';
  const keep = Math.min(options.minFractionDigits ?? 0, scale);
  while (fraction.length > keep && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const body = fraction ? `${whole}.${fraction}` : whole;
  return negative && magnitude !== 0n ? `-${body}` : body;
}

/** Changes the scale of a scaled integer, rounding when decimals are dropped. */
export function rescale(units: bigint, fromScale: number, toScale: number, rounding: Rounding = 'half-up'): bigint {
  if (toScale >= fromScale) return units * pow10(toScale - fromScale);
  return divideRounded(units, pow10(fromScale - toScale), rounding);
}

/** A scaled integer as a JS number, for display and JSON only (exact for up to 15 significant digits). */
export function scaledToNumber(units: bigint, scale: number): number {
  return Number(formatScaled(units, scale));
}
