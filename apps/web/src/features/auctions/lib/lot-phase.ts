/** Where a lot stands on the server's clock: before it opens, open for bids, or closed. */
export type LotPhase = 'upcoming' | 'open' | 'closed';

export function lotPhase(lot: { lotOpenDate: string; lotCloseDate: string | null }, now: number): LotPhase {
  if (new Date(lot.lotOpenDate).getTime() > now) return 'upcoming';
  if (lot.lotCloseDate && new Date(lot.lotCloseDate).getTime() <= now) return 'closed';
  return 'open';
}

/**
 * Whether the close moved later than the one first seen (soft close, decision 250): a bid in the final
 * minutes extends the lot, and whoever watches is told so.
 */
export function closeExtended(firstSeenClose: string | null, currentClose: string | null): boolean {
  if (!firstSeenClose || !currentClose) return false;
  return new Date(currentClose).getTime() > new Date(firstSeenClose).getTime();
}
