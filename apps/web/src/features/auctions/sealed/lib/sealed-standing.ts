import type { SealedBid } from '@caskmark/shared/api/auctions';
import { BidLadder } from '@caskmark/shared/rules/bid-snapping';
import { SEALED_VISIBLE_RANKS } from '@caskmark/shared/rules/sealed-auction';
import { centsToDollars, dollarsToCents } from '@caskmark/shared/money/cents';

export interface SealedStanding {
  /** 'Lowest allowed bid is {amount}': the starting bid on the ladder, or one increment above my own bid. */
  minimumUsd: number;
  /** My current sealed bid, if any (only I ever see it). */
  ownUsd: number | null;
  /** My paddle's rank when it is in the top five, else null. */
  rank: number | null;
  /** Spec part 1 §6: the highest bidder is recognised by paddle. */
  isHighestBidder: boolean;
  /** The top five paddles by rank; amounts hidden but mine (and the winner's after the close). */
  top: SealedBid[];
}

/**
 * Where the viewer stands in a sealed auction, from the public ranks, their own bids (`user-bid`) and
 * their paddle. The minimum follows the server's rules (decision 253): at least the starting bid placed
 * on the ladder, and a raise must go higher than the bid it replaces.
 */
export function sealedStanding(board: readonly SealedBid[], ownBids: readonly SealedBid[], paddleNumber: number | null, ladderUsd: readonly number[] | undefined, startingUsd: number): SealedStanding {
  const ladder = ladderUsd?.length ? new BidLadder(ladderUsd) : null;
  const openingUsd = ladder ? centsToDollars(ladder.atOrAbove(Math.max(dollarsToCents(startingUsd), 1))) : startingUsd;
  const mineOnBoard = paddleNumber === null ? undefined : board.find((bid) => bid.paddleNumber === paddleNumber);
  const own = ownBids[0] ?? mineOnBoard ?? null;
  const ownUsd = own?.bidInUsd ?? null;
  const raiseUsd = ownUsd !== null && ladder ? centsToDollars(ladder.nextAbove(dollarsToCents(ownUsd))) : 0;
  const rank = own?.paddlePosition ?? mineOnBoard?.paddlePosition ?? null;
  const top = board
    .filter((bid) => bid.paddlePosition !== null && bid.paddlePosition <= SEALED_VISIBLE_RANKS)
    .sort((a, b) => a.paddlePosition! - b.paddlePosition!);
  return { minimumUsd: Math.max(openingUsd, raiseUsd), ownUsd, rank, isHighestBidder: rank === 1, top };
}
