import { BidLadder } from './bid-snapping';

/**
 * Leaderboard rules (decision 252). A pack of N editions; each collector holds one current bid (a new one
 * replaces theirs and must be higher); bids rank by amount, then by time (the earlier of equal amounts
 * ranks higher); the top N win when the pack closes and each pays their own bid.
 */
export interface RankedBid {
  bidder: string;
  amountCents: number;
  atMs: number;
  /** Breaks a tie of amount and time (the row's key), so the order is total. */
  key: string;
}

export function rankLeaderboard<T extends RankedBid>(bids: readonly T[]): T[] {
  return [...bids].sort((a, b) => b.amountCents - a.amountCents || a.atMs - b.atMs || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * The lowest bid that enters the winning places now: the starting bid on the ladder while there are fewer
 * bids than editions, else one increment above the lowest winning bid.
 */
export function leaderboardMinimumCents(ladderUsd: readonly number[], startingCents: number, winners: number, ranked: readonly RankedBid[]): number {
  const ladder = new BidLadder(ladderUsd);
  const opening = ladder.atOrAbove(Math.max(startingCents, 1));
  if (ranked.length < winners || winners <= 0) return opening;
  return Math.max(opening, ladder.nextAbove(ranked[winners - 1]!.amountCents));
}

export type LeaderboardRefusal =
  | 'lot_not_open'
  | 'lot_closed'
  | 'manual_not_open'
  | 'wrong_increment'
  | 'bid_too_low'
  | 'quick_bid_not_next'
  | 'below_minimum'
  | 'already_winning'
  | 'not_higher';

export interface LeaderboardBidCheck {
  kind: 'quick' | 'manual';
  bidder: string;
  amountCents: number;
  atMs: number;
  opensAtMs: number;
  closesAtMs: number;
  /** Manual bids open this long before the close (spec: one hour). */
  manualWindowMs: number;
  ladderUsd: readonly number[];
  startingCents: number;
  winners: number;
  ranked: readonly RankedBid[];
}

/** Why a leaderboard bid is refused, or null: quick = exactly the minimum, manual = final hour and at least the minimum. */
export function leaderboardRefusal(check: LeaderboardBidCheck): { refusal: LeaderboardRefusal; minimumCents: number } | null {
  const minimumCents = leaderboardMinimumCents(check.ladderUsd, check.startingCents, check.winners, check.ranked);
  const refuse = (refusal: LeaderboardRefusal) => ({ refusal, minimumCents });
  if (check.atMs < check.opensAtMs) return refuse('lot_not_open');
  if (check.atMs >= check.closesAtMs) return refuse('lot_closed');
  if (check.kind === 'manual' && check.atMs < check.closesAtMs - check.manualWindowMs) return refuse('manual_not_open');
  if (!new BidLadder(check.ladderUsd).includes(check.amountCents)) return refuse('wrong_increment');
  const position = check.ranked.findIndex((bid) => bid.bidder === check.bidder);
  if (check.kind === 'quick' && position >= 0 && position < check.winners) return refuse('already_winning');
  const own = position >= 0 ? check.ranked[position]! : null;
  if (own && check.amountCents <= own.amountCents) return refuse('not_higher');
  if (check.kind === 'quick') {
    if (check.amountCents < minimumCents) return refuse('bid_too_low');
    if (check.amountCents > minimumCents) return refuse('quick_bid_not_next');
  } else if (check.amountCents < minimumCents) return refuse('below_minimum');
  return null;
}
