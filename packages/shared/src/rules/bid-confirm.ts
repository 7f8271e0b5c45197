import { formatUsd } from '../format/price';

/** Why the bid drawers' CONFIRM is disabled, or null when a bid may be sent (spec part 1 §5 "Auction"). */
export type BidBlocker =
  | 'lobby_not_open'
  | 'zero_bid'
  | 'above_funds'
  | 'already_highest_bidder'
  | 'below_current_bid'
  | 'below_minimum'
  | 'minimum_above_funds';

export interface BidConfirmInput {
  kind: 'quick' | 'manual';
  lobbyOpen: boolean;
  bidUsdCents: number;
  fundsUsdCents: number;
  /** Quick bids only: the viewer already holds the highest bid. */
  isHighestBidder?: boolean;
  /** Manual bids: the current highest bid and the lowest allowed bid. */
  currentBidUsdCents?: number | null;
  minimumBidUsdCents?: number;
}

/**
 * CONFIRM is disabled when the lobby is not open, the bid is 0 or above funds, the viewer is already the
 * highest bidder (quick bid), or (manual) the value is below the current or minimum bid or the minimum is
 * above the funds. The server applies the same rule before accepting a bid.
 */
export function bidConfirmBlocker(input: BidConfirmInput): BidBlocker | null {
  if (!input.lobbyOpen) return 'lobby_not_open';
  if (input.bidUsdCents <= 0) return 'zero_bid';
  if (input.kind === 'quick') {
    if (input.isHighestBidder) return 'already_highest_bidder';
    return input.bidUsdCents > input.fundsUsdCents ? 'above_funds' : null;
  }
  const minimum = input.minimumBidUsdCents ?? 0;
  if (minimum > input.fundsUsdCents) return 'minimum_above_funds';
  if (input.currentBidUsdCents !== null && input.currentBidUsdCents !== undefined && input.bidUsdCents <= input.currentBidUsdCents) {
    return 'below_current_bid';
  }
  if (input.bidUsdCents < minimum) return 'below_minimum';
  return input.bidUsdCents > input.fundsUsdCents ? 'above_funds' : null;
}

export const BID_PLACED_MESSAGE = 'Bid placed successfully!';
export const MAX_BID_PLACED_MESSAGE = 'Max bid placed successfully!';
export const HIGHEST_BIDDER_LABEL = 'YOU ARE THE HIGHEST BIDDER';
/** A bid failure reading this (case-insensitive) refreshes the release pack, editions and bids. */
export const BID_TOO_LOW_PATTERN = /bid cannot be lower than current bid/i;
/** Bid input timing: 2 s of no typing, then 800 ms of validating, before the value snaps. */
export const BID_INPUT_DEBOUNCE_MS = 2000;
export const BID_VALIDATION_DELAY_MS = 800;

/** The live toast of an auction bid: '@{handler} bid ${amount} on Edition #{n}', the edition omitted for bundles. */
export function auctionBidToast(bid: { handler: string; bidInUsd: number; editionNumber: number | null; isBundle: boolean }): string {
  const amount = formatUsd(bid.bidInUsd);
  return bid.isBundle || bid.editionNumber === null ? `@${bid.handler} bid ${amount}` : `@${bid.handler} bid ${amount} on Edition #${bid.editionNumber}`;
}
