import { divideRounded } from '../money/decimal';

/** Platform fee on offers and payouts: 10 % (payout 90 %). In basis points so the split is exact. */
export const PLATFORM_FEE_BPS = 1000n;
/** Collaboration listings: 5 % fee plus a 5 % royalty to the owner of the ballot token. */
export const COLLABORATION_FEE_BPS = 500n;
export const COLLABORATION_ROYALTY_BPS = 500n;
const BPS = 10_000n;

export type SaleKind = 'standard' | 'collaboration';

export interface SaleSplit<T> {
  fee: T;
  royalty: T;
  payout: T;
}

/**
 * Splits a sale price in integer minor units (wei or cents). Fee and royalty round half-up; the payout takes
 * what is left, so fee + royalty + payout is always exactly the price.
 */
export function splitSale(price: bigint, kind: SaleKind = 'standard'): SaleSplit<bigint> {
  if (price < 0n) throw new RangeError('A sale price cannot be negative');
  const feeBps = kind === 'collaboration' ? COLLABORATION_FEE_BPS : PLATFORM_FEE_BPS;
  const fee = divideRounded(price * feeBps, BPS);
  const royalty = kind === 'collaboration' ? divideRounded(price * COLLABORATION_ROYALTY_BPS, BPS) : 0n;
  return { fee, royalty, payout: price - fee - royalty };
}

/** splitSale for a USD price in integer cents. */
export function splitSaleCents(priceCents: number, kind: SaleKind = 'standard'): SaleSplit<number> {
  if (!Number.isSafeInteger(priceCents)) throw new RangeError('Cents must be an integer');
  const split = splitSale(BigInt(priceCents), kind);
  return { fee: Number(split.fee), royalty: Number(split.royalty), payout: Number(split.payout) };
}
