import { centsToDollars, dollarsToCents } from '../money/cents';
import { BidLadder } from '../rules/bid-snapping';

/**
 * The bid ladder of auction styles: the list of amounts (USD) a bid may take. The step grows with the
 * price, as in a saleroom: $50 steps under $1,000, up to $5,000 steps above $100,000.
 */
export const BID_BANDS: ReadonlyArray<{ below: number; step: number }> = [
  { below: 1_000, step: 50 },
  { below: 5_000, step: 100 },
  { below: 10_000, step: 250 },
  { below: 50_000, step: 500 },
  { below: 100_000, step: 1_000 },
  { below: 500_000, step: 5_000 },
  { below: 1_000_000, step: 10_000 },
];

/** Every allowed bid from the first step up to `maxUsd` (inclusive), ascending. */
export function buildBidIncrementLadder(maxUsd = 1_000_000): number[] {
  const ladder: number[] = [];
  let amount = 0;
  for (const band of BID_BANDS) {
    while (amount + band.step <= Math.min(band.below, maxUsd)) {
      amount += band.step;
      ladder.push(amount);
    }
    if (amount >= maxUsd) break;
  }
  return ladder;
}

/**
 * The smallest bid the ladder allows that is at least `startingBidUsd` and above `currentBidUsd`
 * (when there is a bid). Amounts above the ladder's top keep the last step size. Computed in cents on
 * the shared `BidLadder`, so "above the current bid" means at least one cent more, exactly.
 */
export function nextBidAmount(ladder: readonly number[], startingBidUsd: number, currentBidUsd: number | null = null): number {
  const rungs = new BidLadder(ladder);
  const starting = dollarsToCents(startingBidUsd);
  const floor = currentBidUsd === null ? starting : Math.max(starting, dollarsToCents(currentBidUsd) + 1);
  return centsToDollars(rungs.atOrAbove(floor));
}
