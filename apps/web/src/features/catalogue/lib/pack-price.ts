import type { ReleasePack } from '@caskmark/shared/api/catalogue';

/**
 * The price line of a pack card: 'From: ' the server's minPriceUsd (primary price or starting bid, also
 * before the sale opens, or the cheapest listing; decision 121). An upcoming pack the server cannot price
 * (no free unit) still says what it opens at, under its own label, which keeps 'From:' prices in the
 * server's price order.
 */
export function packPriceLine(pack: Pick<ReleasePack, 'minPriceUsd' | 'saleStatus' | 'listingPrice'>): { prefix: string; usd: number | null } {
  if (pack.minPriceUsd === null && pack.saleStatus === 'upcoming') return { prefix: 'Opens at ', usd: pack.listingPrice };
  return { prefix: 'From: ', usd: pack.minPriceUsd };
}
