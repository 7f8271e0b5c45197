import { formatUsd } from '../format/price';
import { centsToDollars, dollarsToCents } from '../money/cents';
import { INSUFFICIENT_FUNDS_MESSAGE } from './funds-check';

export const WRONG_INCREMENT_MESSAGE = 'Your max bid value is on the wrong increment. We recommend increasing it by 1 increment.';
export const RAISE_PRE_APPROVAL_MESSAGE = 'In order to raise your max bid, please submit a higher bid pre-approval';

/** 'Minimum manual bid is {amount}' (leaderboard). */
export function minimumManualBidMessage(amountUsd: number): string {
  return `Minimum manual bid is ${formatUsd(amountUsd)}`;
}

/** 'Lowest allowed bid is {amount}' (sealed auction). */
export function lowestAllowedBidMessage(amountUsd: number): string {
  return `Lowest allowed bid is ${formatUsd(amountUsd)}`;
}

/**
 * The bid ladder ("bid increments", a list of allowed amounts) in cents. Past its top it continues with its
 * last step, as the catalogue's nextBidAmount does, so a large pre-approval can still reach an allowed amount.
 */
export class BidLadder {
  private readonly amounts: number[];
  private readonly top: number;
  private readonly step: number;

  constructor(ladderUsd: readonly number[]) {
    this.amounts = [...new Set(ladderUsd.map((amount) => dollarsToCents(amount)))].filter((cents) => cents > 0).sort((a, b) => a - b);
    if (this.amounts.length === 0) throw new RangeError('A bid ladder needs at least one positive amount');
    this.top = this.amounts.at(-1) ?? 0;
    this.step = this.amounts.length > 1 ? this.top - (this.amounts.at(-2) ?? 0) : this.top;
  }

  includes(cents: number): boolean {
    if (cents <= this.top) return this.amounts.includes(cents);
    return (cents - this.top) % this.step === 0;
  }

  /** The first allowed amount strictly above `cents`. */
  nextAbove(cents: number): number {
    const found = this.amounts.find((amount) => amount > cents);
    if (found !== undefined) return found;
    return this.top + (Math.floor((cents - this.top) / this.step) + 1) * this.step;
  }

  /** The first allowed amount at or above `cents`. */
  atOrAbove(cents: number): number {
    return this.includes(cents) ? cents : this.nextAbove(cents);
  }

  /** The last allowed amount at or below `cents`, or null below the first rung. */
  atOrBelow(cents: number): number | null {
    if (cents >= this.top) return this.top + Math.floor((cents - this.top) / this.step) * this.step;
    return this.amounts.filter((amount) => amount <= cents).at(-1) ?? null;
  }
}

export interface SnapInput {
  /** The ladder of allowed bids in USD. */
  ladderUsd: readonly number[];
  valueUsd: number;
  /** The lowest allowed max bid. */
  minimumUsd: number;
  /** Funds available to bid (see availableFundsCents), in USD. */
  fundsUsd: number;
}

export type SnapResult =
  | { ok: true; valueUsd: number; onIncrement: boolean; messages: string[] }
  | { ok: false; reason: 'minimum_above_funds'; messages: string[] };

/**
 * Snaps a typed max bid to the nearest allowed increment that is within funds and at least the minimum
 * (a tie goes up). An off-ladder value gets the wrong-increment message, plus the pre-approval message when
 * the next increment above it exceeds the funds. When no increment fits, the input is disabled.
 */
export function snapMaxBid({ ladderUsd, valueUsd, minimumUsd, fundsUsd }: SnapInput): SnapResult {
  const ladder = new BidLadder(ladderUsd);
  const value = dollarsToCents(valueUsd);
  const funds = dollarsToCents(fundsUsd, 'floor');
  const minimum = Math.max(dollarsToCents(minimumUsd), 1);
  const lowest = ladder.atOrAbove(minimum);
  const highest = ladder.atOrBelow(funds);
  if (highest === null || lowest > highest) return { ok: false, reason: 'minimum_above_funds', messages: [INSUFFICIENT_FUNDS_MESSAGE] };
  const below = ladder.atOrBelow(value) ?? lowest;
  const above = ladder.atOrAbove(value);
  const nearest = value - below < above - value ? below : above;
  const snapped = Math.min(Math.max(nearest, lowest), highest);
  const onIncrement = ladder.includes(value);
  const messages: string[] = [];
  if (!onIncrement) {
    messages.push(WRONG_INCREMENT_MESSAGE);
    if (ladder.nextAbove(value) > funds) messages.push(RAISE_PRE_APPROVAL_MESSAGE);
  }
  return { ok: true, valueUsd: centsToDollars(snapped), onIncrement, messages };
}
