import { BidLadder } from './bid-snapping';

/**
 * Sealed auction rules (decision 253). Each collector bids with a paddle; a bid may only be raised; bids
 * rank by amount, then by when the amount was reached (the earlier of equal bids ranks higher); the top
 * five paddles' ranks are shown without amounts; the top N (the pack's units per lot: one) win at their
 * own bid when the lot closes, if it meets the reserve.
 */
export const SEALED_VISIBLE_RANKS = 5;
/** Paddles are numbered from here, in the order collectors join a pack's sealed auction. */
export const FIRST_PADDLE_NUMBER = 101;

/** The lowest allowed bid: the starting bid placed on the ladder ('Lowest allowed bid is {amount}'). */
export function sealedMinimumCents(ladderUsd: readonly number[], startingCents: number): number {
  return new BidLadder(ladderUsd).atOrAbove(Math.max(startingCents, 1));
}

export type SealedRefusal = 'lot_not_open' | 'lot_closed' | 'wrong_increment' | 'below_minimum' | 'not_higher';

export interface SealedBidCheck {
  amountCents: number;
  /** The bidder's current bid on the lot, if any. */
  ownCents: number | null;
  atMs: number;
  opensAtMs: number;
  closesAtMs: number;
  ladderUsd: readonly number[];
  startingCents: number;
}

export function sealedRefusal(check: SealedBidCheck): { refusal: SealedRefusal; minimumCents: number } | null {
  const minimumCents = sealedMinimumCents(check.ladderUsd, check.startingCents);
  const refuse = (refusal: SealedRefusal) => ({ refusal, minimumCents });
  if (check.atMs < check.opensAtMs) return refuse('lot_not_open');
  if (check.atMs >= check.closesAtMs) return refuse('lot_closed');
  if (check.amountCents < minimumCents) return refuse('below_minimum');
  if (!new BidLadder(check.ladderUsd).includes(check.amountCents)) return refuse('wrong_increment');
  if (check.ownCents !== null && check.amountCents <= check.ownCents) return refuse('not_higher');
  return null;
}
