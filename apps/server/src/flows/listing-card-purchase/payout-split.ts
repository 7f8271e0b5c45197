/** 10,000 basis points = the whole price (the contract's FEE_DENOMINATOR). */
const DENOMINATOR = 10_000;

export interface PayoutSplit {
  grossCents: number;
  feeCents: number;
  royaltyCents: number;
  sellerAmountCents: number;
}

/**
 * The seller's share of a card sale, split as the contract splits a swap: the fee and the royalty
 * rounded down, every remaining cent to the seller (10 % fee → 90 % to the seller; a collaboration
 * listing 5 % + 5 %).
 */
export function splitCardSale(grossCents: number, feeBps: number, royaltyBps = 0): PayoutSplit {
  if (!Number.isSafeInteger(grossCents) || grossCents <= 0) throw new Error(`Invalid gross ${grossCents}`);
  const feeCents = Math.floor((grossCents * feeBps) / DENOMINATOR);
  const royaltyCents = Math.floor((grossCents * royaltyBps) / DENOMINATOR);
  return { grossCents, feeCents, royaltyCents, sellerAmountCents: grossCents - feeCents - royaltyCents };
}
