import type { EnglishBidRefusal, EnglishBidRequest, EnglishLotRules, LadderStep } from './english-auction';
import { SOFT_CLOSE } from './english-auction';

/**
 * An independent model of the English auction rules (decision 250), written to be obviously right rather
 * than fast: it keeps every bidder's maximum with the order in which it was reached, and after each bid it
 * works out the leader and the price from scratch (the highest maximum wins, the earlier of equal ones;
 * the price is one rung above the best other maximum, capped at the leader's, and at least the reserve once
 * the leader's maximum meets it). Its ladder is walked rung by rung, without the engine's `BidLadder`.
 * The unit suite, the API suite and `bench/bids` compare the engine and the server against it.
 */
export interface OracleOutcome {
  accepted: boolean;
  refusal?: EnglishBidRefusal;
  steps: LadderStep[];
}

export class EnglishAuctionOracle {
  private readonly rungs: number[];
  private readonly step: number;
  private readonly maxima = new Map<string, { cents: number; order: number }>();
  private order = 0;
  price: number | null = null;
  closesAtMs: number;
  readonly history: LadderStep[] = [];

  constructor(private readonly rules: EnglishLotRules) {
    this.rungs = [...new Set(rules.ladderUsd.map((usd) => Math.round(usd * 100)))].filter((cents) => cents > 0).sort((a, b) => a - b);
    const top = this.rungs[this.rungs.length - 1]!;
    this.step = this.rungs.length > 1 ? top - this.rungs[this.rungs.length - 2]! : top;
    this.closesAtMs = rules.scheduledCloseMs;
  }

  /** Rungs past the top continue with the last step. */
  private rungAt(index: number): number {
    if (index < this.rungs.length) return this.rungs[index]!;
    return this.rungs[this.rungs.length - 1]! + (index - this.rungs.length + 1) * this.step;
  }

  private isRung(cents: number): boolean {
    for (let index = 0; ; index += 1) {
      const rung = this.rungAt(index);
      if (rung === cents) return true;
      if (rung > cents) return false;
    }
  }

  private rungAbove(cents: number): number {
    for (let index = 0; ; index += 1) if (this.rungAt(index) > cents) return this.rungAt(index);
  }

  private rungAtOrAbove(cents: number): number {
    return this.isRung(cents) ? cents : this.rungAbove(cents);
  }

  get leader(): string | null {
    let best: { bidder: string; cents: number; order: number } | null = null;
    for (const [bidder, max] of this.maxima) {
      if (!best || max.cents > best.cents || (max.cents === best.cents && max.order < best.order)) best = { bidder, ...max };
    }
    return best?.bidder ?? null;
  }

  bidders(): string[] {
    return [...this.maxima.keys()];
  }

  maxOf(bidder: string): number | null {
    return this.maxima.get(bidder)?.cents ?? null;
  }

  nextBid(): number {
    return this.price === null ? this.rungAtOrAbove(Math.max(this.rules.startingCents, 1)) : this.rungAbove(this.price);
  }

  private reserveFloor(price: number, leaderMax: number): number {
    const reserve = this.rules.reserveCents;
    return reserve !== null && leaderMax >= reserve && price < reserve ? reserve : price;
  }

  bid(request: EnglishBidRequest): OracleOutcome {
    const refused = (refusal: EnglishBidRefusal): OracleOutcome => ({ accepted: false, refusal, steps: [] });
    const { bidder, amountCents: amount, kind, atMs } = request;
    if (atMs < this.rules.opensAtMs) return refused('lot_not_open');
    if (atMs >= this.closesAtMs) return refused('lot_closed');
    if (!Number.isSafeInteger(amount) || amount <= 0 || !this.isRung(amount)) return refused('wrong_increment');

    const before = this.leader;
    const beforeMax = before ? this.maxima.get(before)!.cents : 0;
    const beforePrice = this.price;
    const steps: LadderStep[] = [];

    if (bidder === before) {
      if (kind === 'quick') return refused('already_highest_bidder');
      if (amount <= beforeMax) return refused('max_bid_not_higher');
      this.maxima.set(bidder, { cents: amount, order: (this.order += 1) });
      this.price = this.reserveFloor(this.price!, amount);
      if (this.price !== beforePrice) steps.push({ bidder, amountCents: this.price, isMaxBid: true });
      this.history.push(...steps);
      return { accepted: true, steps };
    }

    const next = this.nextBid();
    if (amount < next) return refused('bid_too_low');
    if (kind === 'quick' && amount !== next) return refused('quick_bid_not_next');
    this.maxima.set(bidder, { cents: amount, order: (this.order += 1) });

    const after = this.leader!;
    const top = this.maxima.get(after)!.cents;
    const others = [...this.maxima].filter(([name]) => name !== after).map(([, max]) => max.cents);
    let price: number;
    if (others.length === 0) price = next;
    else {
      const second = Math.max(...others);
      price = second === top ? top : Math.min(top, this.rungAbove(second));
    }
    this.price = this.reserveFloor(price, top);

    const isMaxBid = kind === 'max';
    if (after !== before) {
      if (before !== null && beforeMax > beforePrice!) steps.push({ bidder: before, amountCents: beforeMax, isMaxBid: true });
      steps.push({ bidder: after, amountCents: this.price, isMaxBid });
      const rule = this.rules.softClose ?? SOFT_CLOSE;
      if (atMs >= this.closesAtMs - rule.windowMs) {
        this.closesAtMs = Math.min(Math.max(this.closesAtMs, atMs + rule.extendMs), this.rules.scheduledCloseMs + rule.maxExtensionMs);
      }
    } else {
      if (amount < top) steps.push({ bidder, amountCents: amount, isMaxBid });
      steps.push({ bidder: after, amountCents: this.price, isMaxBid: true });
    }
    this.history.push(...steps);
    return { accepted: true, steps };
  }
}
