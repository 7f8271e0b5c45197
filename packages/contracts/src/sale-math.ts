/**
 * The marketplace contract's arithmetic, mirrored exactly (bigint, same rounding) so the server can
 * quote a USD listing in wei and show a seller's payout before anything is sent, and tests can check
 * the contract to the wei.
 */

/** `Listing.currency` on chain. */
export const ListingCurrency = { ETH: 0, USD: 1 } as const;
export type ListingCurrency = (typeof ListingCurrency)[keyof typeof ListingCurrency];

/** Answer of `Marketplace.listingStatus(listingId)`. */
export const ListingStatus = {
  Valid: 0,
  NotFound: 1,
  Sold: 2,
  Disabled: 3,
  Expired: 4,
  OwnerChanged: 5,
  ApprovalRevoked: 6,
} as const;
export type ListingStatus = (typeof ListingStatus)[keyof typeof ListingStatus];

/** Stored `Listing.state` on chain. */
export const ListingState = { None: 0, Active: 1, Sold: 2, Disabled: 3 } as const;
export type ListingState = (typeof ListingState)[keyof typeof ListingState];

/** Fees are expressed in 1/10,000 of the price (`Marketplace.feeDenominator()`). */
export const FEE_DENOMINATOR = 10_000n;
/** Defaults the contract is deployed with (spec part 2 §9): 10 %, and 5 % + 5 % for collaborations. */
export const DEFAULT_FEES = { fee: 1_000, collaborationFee: 500, collaborationRoyalty: 500 } as const;

/** The ETH / USD feed answers with 8 decimals (spec: "the price oracle is divided by 1e8"). */
export const FEED_DECIMALS = 8;
const FEED_SCALE = 10n ** BigInt(FEED_DECIMALS);
const CENTS_TO_WEI_SCALE = 10n ** 24n;

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/** Wei a buyer must pay for a listing priced at `usdCents`, rounded up like `Marketplace.swap`. */
export function usdCentsToWei(usdCents: bigint, ethUsdAnswer: bigint): bigint {
  if (usdCents < 0n) throw new RangeError('usdCents must not be negative');
  if (ethUsdAnswer <= 0n) throw new RangeError('ethUsdAnswer must be positive');
  return ceilDiv(usdCents * CENTS_TO_WEI_SCALE, ethUsdAnswer);
}

/** A decimal USD amount ("3150.42", 3150.42) as a feed answer with 8 decimals, exactly. */
export function usdToFeedAnswer(usd: string | number): bigint {
  const text = typeof usd === 'number' ? usd.toFixed(FEED_DECIMALS) : usd.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a USD amount: ${usd}`);
  const [, whole, fraction = ''] = match;
  if (fraction.length > FEED_DECIMALS && /[1-9]/.test(fraction.slice(FEED_DECIMALS))) {
    throw new RangeError(`More than ${FEED_DECIMALS} decimals: ${usd}`);
  }
  const answer = BigInt(whole) * FEED_SCALE + BigInt(fraction.slice(0, FEED_DECIMALS).padEnd(FEED_DECIMALS, '0'));
  if (answer <= 0n) throw new RangeError('An ETH price must be positive');
  return answer;
}

/** Dollars per ETH from a feed answer (answer / 1e8). */
export function feedAnswerToUsd(answer: bigint): number {
  return Number(answer) / Number(FEED_SCALE);
}

export interface SaleSplit {
  price: bigint;
  fee: bigint;
  royalty: bigint;
  sellerProceeds: bigint;
}

/** How `price` wei is split; fee and royalty round down and the remainder goes to the seller. */
export function splitSalePrice(price: bigint, feeBps: number | bigint, royaltyBps: number | bigint = 0): SaleSplit {
  const fee = (price * BigInt(feeBps)) / FEE_DENOMINATOR;
  const royalty = (price * BigInt(royaltyBps)) / FEE_DENOMINATOR;
  return { price, fee, royalty, sellerProceeds: price - fee - royalty };
}

/**
 * Slippage allowance a buyer sends on top of a USD listing's quote (1 %): enough to survive a feed
 * update between quote and swap. The contract keeps only the price at swap time and refunds the rest.
 */
export const SWAP_SLIPPAGE_BPS = 100n;

/** msg.value for `swap`: the quote for an ETH listing, the quote plus the allowance for a USD listing. */
export function swapValue(quoteWei: bigint, currency: ListingCurrency): bigint {
  if (currency === ListingCurrency.ETH) return quoteWei;
  return quoteWei + ceilDiv(quoteWei * SWAP_SLIPPAGE_BPS, FEE_DENOMINATOR);
}
