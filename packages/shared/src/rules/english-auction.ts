import { BidLadder } from './bid-snapping';

/**
 * The English auction's bid engine (issue 12, decision 250): pure, in integer cents, with time in epoch
 * milliseconds of the business clock. The server applies it inside one locked transaction per lot; the
 * oracle in `english-auction-oracle.ts` is an independent model of the same rules, and a property test
 * checks that the two agree on random sequences of bids and clock moves.
 *
 * Rules:
 * - The next allowed bid is the starting bid placed on the ladder while there is no bid, then the first
 *   ladder amount above the price.
 * - A quick bid is exactly the next allowed bid; the leader cannot quick bid.
 * - A max (proxy) bid is any ladder amount at or above the next allowed bid. The proxy bids for its owner
 *   one increment at a time up to the maximum, eBay style: when two maxima compete, the higher wins at one
 *   increment above the lower, capped at its own maximum; of two equal maxima the earlier wins. A quick
 *   bid is a maximum equal to its amount.
 * - The leader may raise their maximum (it does not move the price unless it meets the reserve).
 * - Reserve: once the leader's maximum reaches the reserve, the price is at least the reserve.
 * - The ladder of a lot is the list of price steps: each step is a bid that held the lead at its amount,
 *   and amounts strictly increase. A bid beaten at once by a proxy is a step below the proxy's answer; a
 *   bid equal to an earlier maximum is no step of its own (the earlier maximum holds that amount).
 * - Soft close: a bid that takes the lead less than `windowMs` before the close moves the close to
 *   `extendMs` after the bid, never beyond `maxExtensionMs` after the scheduled close.
 * - A bid at or after the close, or before the opening, is refused, whatever the page showed.
 */
export interface SoftCloseRule {
  windowMs: number;
  extendMs: number;
  maxExtensionMs: number;
}

/** Five minutes of window, five of extension, one hour at most (decision 250). */
export const SOFT_CLOSE: SoftCloseRule = { windowMs: 5 * 60_000, extendMs: 5 * 60_000, maxExtensionMs: 60 * 60_000 };

export interface EnglishLotRules {
  /** Allowed bid amounts in USD, as served by `bid-increments`. */
  ladderUsd: readonly number[];
  startingCents: number;
  reserveCents: number | null;
  opensAtMs: number;
  /** The scheduled close; soft close extends from it. */
  scheduledCloseMs: number;
  softClose?: SoftCloseRule;
}

export interface EnglishLotState {
  /** The price the leader pays now; null before the first bid. */
  priceCents: number | null;
  leader: string | null;
  /** The leader's maximum (their quick bid's amount when they never set a higher one). */
  leaderMaxCents: number;
  /** The close after soft-close extensions. */
  closesAtMs: number;
}

export type EnglishBidKind = 'quick' | 'max';

export interface EnglishBidRequest {
  bidder: string;
  kind: EnglishBidKind;
  amountCents: number;
  atMs: number;
}

/** One price step of the lot's ladder. `isMaxBid`: placed by (or as) a max bid, not a quick bid. */
export interface LadderStep {
  bidder: string;
  amountCents: number;
  isMaxBid: boolean;
}

export type EnglishBidRefusal =
  | 'lot_not_open'
  | 'lot_closed'
  | 'wrong_increment'
  | 'bid_too_low'
  | 'quick_bid_not_next'
  | 'already_highest_bidder'
  | 'max_bid_not_higher';

export type EnglishBidOutcome =
  | { accepted: true; state: EnglishLotState; steps: LadderStep[]; leads: boolean; extended: boolean }
  | { accepted: false; refusal: EnglishBidRefusal; nextBidCents: number };

export function initialLotState(rules: EnglishLotRules): EnglishLotState {
  return { priceCents: null, leader: null, leaderMaxCents: 0, closesAtMs: rules.scheduledCloseMs };
}

/** Ladders are built once per rule set; the engine is called on a hot path. */
const ladders = new WeakMap<readonly number[], BidLadder>();
function ladderOf(rules: EnglishLotRules): BidLadder {
  let ladder = ladders.get(rules.ladderUsd);
  if (!ladder) {
    ladder = new BidLadder(rules.ladderUsd);
    ladders.set(rules.ladderUsd, ladder);
  }
  return ladder;
}

/** The lowest bid accepted now. */
export function nextBidCents(rules: EnglishLotRules, state: EnglishLotState): number {
  const ladder = ladderOf(rules);
  return state.priceCents === null ? ladder.atOrAbove(Math.max(rules.startingCents, 1)) : ladder.nextAbove(state.priceCents);
}

/** The price a leader with this maximum pays at least, once the reserve is met. */
function withReserve(rules: EnglishLotRules, priceCents: number, leaderMaxCents: number): number {
  return rules.reserveCents !== null && leaderMaxCents >= rules.reserveCents ? Math.max(priceCents, rules.reserveCents) : priceCents;
}

function softClosed(rules: EnglishLotRules, closesAtMs: number, atMs: number): number {
  const rule = rules.softClose ?? SOFT_CLOSE;
  if (atMs < closesAtMs - rule.windowMs) return closesAtMs;
  return Math.min(Math.max(closesAtMs, atMs + rule.extendMs), rules.scheduledCloseMs + rule.maxExtensionMs);
}

export function placeEnglishBid(rules: EnglishLotRules, state: EnglishLotState, request: EnglishBidRequest): EnglishBidOutcome {
  const ladder = ladderOf(rules);
  const next = nextBidCents(rules, state);
  const refuse = (refusal: EnglishBidRefusal): EnglishBidOutcome => ({ accepted: false, refusal, nextBidCents: next });
  const { bidder, kind, amountCents: amount, atMs } = request;

  if (atMs < rules.opensAtMs) return refuse('lot_not_open');
  if (atMs >= state.closesAtMs) return refuse('lot_closed');
  if (!Number.isSafeInteger(amount) || amount <= 0 || !ladder.includes(amount)) return refuse('wrong_increment');

  if (bidder === state.leader) {
    if (kind === 'quick') return refuse('already_highest_bidder');
    if (amount <= state.leaderMaxCents) return refuse('max_bid_not_higher');
    const price = withReserve(rules, state.priceCents ?? next, amount);
    const steps = price !== state.priceCents ? [{ bidder, amountCents: price, isMaxBid: true }] : [];
    return { accepted: true, state: { ...state, priceCents: price, leaderMaxCents: amount }, steps, leads: true, extended: false };
  }

  if (amount < next) return refuse('bid_too_low');
  if (kind === 'quick' && amount !== next) return refuse('quick_bid_not_next');
  const isMaxBid = kind === 'max';

  if (state.leader === null) {
    const price = withReserve(rules, next, amount);
    const closesAtMs = softClosed(rules, state.closesAtMs, atMs);
    return {
      accepted: true,
      state: { priceCents: price, leader: bidder, leaderMaxCents: amount, closesAtMs },
      steps: [{ bidder, amountCents: price, isMaxBid }],
      leads: true,
      extended: closesAtMs !== state.closesAtMs,
    };
  }

  const defenderMax = state.leaderMaxCents;
  if (amount > defenderMax) {
    const steps: LadderStep[] = [];
    if (state.priceCents !== null && defenderMax > state.priceCents) steps.push({ bidder: state.leader, amountCents: defenderMax, isMaxBid: true });
    const price = withReserve(rules, Math.min(amount, ladder.nextAbove(defenderMax)), amount);
    steps.push({ bidder, amountCents: price, isMaxBid });
    const closesAtMs = softClosed(rules, state.closesAtMs, atMs);
    return {
      accepted: true,
      state: { priceCents: price, leader: bidder, leaderMaxCents: amount, closesAtMs },
      steps,
      leads: true,
      extended: closesAtMs !== state.closesAtMs,
    };
  }

  // The leader's proxy answers: one increment above the challenger, capped at its maximum.
  const answer = Math.min(defenderMax, ladder.nextAbove(amount));
  const steps: LadderStep[] = amount < defenderMax ? [{ bidder, amountCents: amount, isMaxBid }] : [];
  steps.push({ bidder: state.leader, amountCents: answer, isMaxBid: true });
  return { accepted: true, state: { ...state, priceCents: answer }, steps, leads: false, extended: false };
}
