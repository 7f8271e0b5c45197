import { formatScaled, parseScaled, type Rounding } from './decimal';

/** USD is stored and computed in integer cents. */
export const USD_SCALE = 2;

/** Dollars (string or number) to integer cents, rounding half-up past the cent. */
export function dollarsToCents(dollars: string | number, rounding: Rounding = 'half-up'): number {
  return Number(parseScaled(dollars, USD_SCALE, rounding));
}

/** Integer cents to dollars as a number, for display and JSON fields the spec types as numbers. */
export function centsToDollars(cents: number | bigint): number {
  return Number(formatScaled(BigInt(cents), USD_SCALE));
}

/** Integer cents to a fixed 2-decimal string: 1234 → '12.34', 1200 → '12.00'. */
export function centsToDollarString(cents: number | bigint): string {
  return formatScaled(BigInt(cents), USD_SCALE, { minFractionDigits: USD_SCALE });
}

/** Multiplies cents by an integer quantity (entry fee = listingPrice × quantity). */
export function multiplyCents(cents: number, quantity: number): number {
  if (!Number.isSafeInteger(cents) || !Number.isSafeInteger(quantity)) throw new RangeError('Cents and quantity must be integers');
  return Number(BigInt(cents) * BigInt(quantity));
}
