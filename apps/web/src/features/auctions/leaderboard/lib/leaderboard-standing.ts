import type { LeaderboardBid } from '@caskmark/shared/api/auctions';
import { BidLadder } from '@caskmark/shared/rules/bid-snapping';
import { centsToDollars, dollarsToCents } from '@caskmark/shared/money/cents';

export interface LeaderboardStanding {
  /** The lowest bid that enters the winning places now: the quick bid (decision 252). */
  minimumUsd: number;
  /** The lowest manual bid: the minimum, and above my own bid when I hold one. */
  manualMinimumUsd: number;
  mine: LeaderboardBid | null;
  isWinning: boolean;
  /** First place (spec part 1 §6: 'YOU ARE THE HIGHEST BIDDER'). */
  isHighestBidder: boolean;
}

/**
 * Where the viewer stands on a leaderboard, from the ranked board the server sent. Before any bid the
 * minimum is the starting bid placed on the ladder (what the server applies); after, the server's own
 * `nextBidAmount`, so the drawer offers exactly what a quick bid must be.
 */
export function leaderboardStanding(bids: readonly LeaderboardBid[], myHandler: string | null | undefined, ladderUsd: readonly number[] | undefined, startingUsd: number): LeaderboardStanding {
  const ladder = ladderUsd?.length ? new BidLadder(ladderUsd) : null;
  const opening = ladder ? centsToDollars(ladder.atOrAbove(Math.max(dollarsToCents(startingUsd), 1))) : startingUsd;
  const minimumUsd = bids.length ? bids[0]!.nextBidAmount : opening;
  const mine = myHandler ? (bids.find((bid) => bid.handler === myHandler) ?? null) : null;
  const aboveMine = mine && ladder ? centsToDollars(ladder.nextAbove(dollarsToCents(mine.bidInUsd))) : 0;
  return {
    minimumUsd,
    manualMinimumUsd: Math.max(minimumUsd, aboveMine),
    mine,
    isWinning: mine?.isWinning ?? false,
    isHighestBidder: mine?.rank === 1,
  };
}
