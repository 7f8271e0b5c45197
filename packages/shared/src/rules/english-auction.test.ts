import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBidIncrementLadder } from '../catalogue/bid-increments';
import { EnglishAuctionOracle } from './english-auction-oracle';
import { initialLotState, nextBidCents, placeEnglishBid, SOFT_CLOSE, type EnglishBidRequest, type EnglishLotRules, type EnglishLotState } from './english-auction';

const MINUTE = 60_000;
const OPEN = 1_000_000;
const rulesOf = (overrides: Partial<EnglishLotRules> = {}): EnglishLotRules => ({
  ladderUsd: buildBidIncrementLadder(20_000),
  startingCents: 100_000,
  reserveCents: null,
  opensAtMs: OPEN,
  scheduledCloseMs: OPEN + 60 * MINUTE,
  ...overrides,
});

/** Applies requests in order, failing on a refusal unless `allowRefusals`. */
function run(rules: EnglishLotRules, requests: Array<Omit<EnglishBidRequest, 'atMs'> & { atMs?: number }>) {
  let state: EnglishLotState = initialLotState(rules);
  const steps: string[] = [];
  const refusals: string[] = [];
  for (const request of requests) {
    const outcome = placeEnglishBid(rules, state, { atMs: OPEN + MINUTE, ...request });
    if (!outcome.accepted) {
      refusals.push(outcome.refusal);
      continue;
    }
    state = outcome.state;
    steps.push(...outcome.steps.map((step) => `${step.bidder}@${step.amountCents / 100}${step.isMaxBid ? '*' : ''}`));
  }
  return { state, steps, refusals };
}

describe('English auction engine', () => {
  it('quick bid = the next increment; the leader cannot quick bid', () => {
    const { state, steps, refusals } = run(rulesOf(), [
      { bidder: 'ann', kind: 'quick', amountCents: 100_000 },
      { bidder: 'ann', kind: 'quick', amountCents: 110_000 },
      { bidder: 'bob', kind: 'quick', amountCents: 110_000 },
    ]);
    // The house ladder steps by $100 from $1,000.
    expect(steps).toEqual(['ann@1000', 'bob@1100']);
    expect(refusals).toEqual(['already_highest_bidder']);
    expect(nextBidCents(rulesOf(), state)).toBe(120_000);
  });

  it('two proxies: the higher wins one increment above the lower, capped at its max', () => {
    expect(run(rulesOf(), [
      { bidder: 'ann', kind: 'max', amountCents: 150_000 },
      { bidder: 'bob', kind: 'max', amountCents: 200_000 },
    ]).steps).toEqual(['ann@1000*', 'ann@1500*', 'bob@1600*']);
    // Capped: the winner's max is only one increment above... or less.
    expect(run(rulesOf({ ladderUsd: [1000, 1010, 1050, 1100] }), [
      { bidder: 'ann', kind: 'max', amountCents: 101_000 },
      { bidder: 'bob', kind: 'max', amountCents: 105_000 },
    ]).state).toMatchObject({ leader: 'bob', priceCents: 105_000 });
  });

  it('a challenger below the proxy is answered one increment above; equal maxima: the earlier wins', () => {
    expect(run(rulesOf(), [
      { bidder: 'ann', kind: 'max', amountCents: 150_000 },
      { bidder: 'bob', kind: 'quick', amountCents: 110_000 },
      { bidder: 'cy', kind: 'max', amountCents: 150_000 },
    ])).toMatchObject({ steps: ['ann@1000*', 'bob@1100', 'ann@1200*', 'ann@1500*'], state: { leader: 'ann', priceCents: 150_000 } });
  });

  it('refuses amounts off the ladder, too low, and a quick bid that is not the next one', () => {
    expect(run(rulesOf(), [
      { bidder: 'ann', kind: 'max', amountCents: 102_500 },
      { bidder: 'ann', kind: 'max', amountCents: 95_000 },
      { bidder: 'ann', kind: 'quick', amountCents: 110_000 },
      { bidder: 'ann', kind: 'quick', amountCents: 100_000 },
      { bidder: 'ann', kind: 'max', amountCents: 100_000 },
    ]).refusals).toEqual(['wrong_increment', 'bid_too_low', 'quick_bid_not_next', 'max_bid_not_higher']);
  });

  it('refuses a bid 1 ms after the close and before the opening; accepts one 1 ms before', () => {
    const close = OPEN + 60 * MINUTE;
    expect(run(rulesOf(), [{ bidder: 'ann', kind: 'quick', amountCents: 100_000, atMs: close + 1 }]).refusals).toEqual(['lot_closed']);
    expect(run(rulesOf(), [{ bidder: 'ann', kind: 'quick', amountCents: 100_000, atMs: close }]).refusals).toEqual(['lot_closed']);
    expect(run(rulesOf(), [{ bidder: 'ann', kind: 'quick', amountCents: 100_000, atMs: OPEN - 1 }]).refusals).toEqual(['lot_not_open']);
    expect(run(rulesOf(), [{ bidder: 'ann', kind: 'quick', amountCents: 100_000, atMs: close - 1 }]).steps).toEqual(['ann@1000']);
  });

  it('soft close: taking the lead in the last five minutes moves the close, at most one hour in all', () => {
    const close = OPEN + 60 * MINUTE;
    const late = run(rulesOf(), [
      { bidder: 'ann', kind: 'quick', amountCents: 100_000, atMs: close - 10 * MINUTE },
      { bidder: 'bob', kind: 'quick', amountCents: 110_000, atMs: close - 1 },
    ]);
    expect(late.state.closesAtMs).toBe(close - 1 + SOFT_CLOSE.extendMs);
    // Defended by a proxy: no lead change, no extension.
    const defended = run(rulesOf(), [
      { bidder: 'ann', kind: 'max', amountCents: 200_000, atMs: close - 10 * MINUTE },
      { bidder: 'bob', kind: 'quick', amountCents: 110_000, atMs: close - 1 },
    ]);
    expect(defended.state.closesAtMs).toBe(close);
    // The window is half-open: exactly five minutes before the close is outside it.
    const edge = run(rulesOf(), [
      { bidder: 'ann', kind: 'quick', amountCents: 100_000, atMs: close - SOFT_CLOSE.windowMs - 1 },
      { bidder: 'bob', kind: 'quick', amountCents: 110_000, atMs: close - SOFT_CLOSE.windowMs },
    ]);
    expect(edge.state.closesAtMs).toBe(close);
    let state = initialLotState(rulesOf());
    let at = close - MINUTE;
    for (let round = 0; round < 40; round += 1) {
      const outcome = placeEnglishBid(rulesOf(), state, { bidder: round % 2 ? 'ann' : 'bob', kind: 'quick', amountCents: nextBidCents(rulesOf(), state), atMs: at });
      if (!outcome.accepted) break;
      state = outcome.state;
      at = state.closesAtMs - 1;
    }
    expect(state.closesAtMs).toBe(close + SOFT_CLOSE.maxExtensionMs);
  });

  it('reserve: once the leader’s max meets it, the price is at least the reserve', () => {
    expect(run(rulesOf({ reserveCents: 300_000 }), [
      { bidder: 'ann', kind: 'max', amountCents: 150_000 },
      { bidder: 'ann', kind: 'max', amountCents: 500_000 },
      { bidder: 'bob', kind: 'quick', amountCents: 310_000 },
    ]).steps).toEqual(['ann@1000*', 'ann@3000*', 'bob@3100', 'ann@3200*']);
  });
});

type Op =
  | { type: 'quick'; bidder: string; offset: -1 | 0 | 1 }
  | { type: 'max'; bidder: string; rungs: number; offLadder: boolean }
  | { type: 'advance'; ms: number };

const bidders = fc.constantFrom('ann', 'bob', 'cy', 'dee');
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant('quick' as const), bidder: bidders, offset: fc.constantFrom(0, 0, 0, 0, -1, 1) as fc.Arbitrary<-1 | 0 | 1> }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('max' as const), bidder: bidders, rungs: fc.integer({ min: -1, max: 8 }), offLadder: fc.constantFrom(false, false, false, true) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('advance' as const),
      // Whole minutes land exactly on the soft-close window and the close; single milliseconds step over them.
      ms: fc.oneof(fc.integer({ min: 0, max: 4 * MINUTE }), fc.integer({ min: 0, max: 40 }).map((minutes) => minutes * MINUTE), fc.constantFrom(1, 2)),
    }),
  },
);
const ladderArbitrary = fc.oneof(
  fc.constant(buildBidIncrementLadder(20_000)),
  fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 8 }).map((amounts) => amounts.sort((a, b) => a - b)),
);
const rulesArbitrary = fc
  .record({
    ladderUsd: ladderArbitrary,
    startingCents: fc.integer({ min: 1, max: 120_000 }),
    reserveCents: fc.option(fc.integer({ min: 1, max: 300_000 }), { nil: null }),
    lengthMs: fc.oneof(fc.integer({ min: MINUTE, max: 90 * MINUTE }), fc.integer({ min: 1, max: 90 }).map((minutes) => minutes * MINUTE)),
  })
  .map(({ lengthMs, ...rest }): EnglishLotRules => ({ ...rest, opensAtMs: OPEN, scheduledCloseMs: OPEN + lengthMs }));

/** The amount a generated op asks for, worked out from the oracle's view of the lot. */
function requestOf(op: Exclude<Op, { type: 'advance' }>, oracle: EnglishAuctionOracle, atMs: number, rules: EnglishLotRules): EnglishBidRequest {
  const next = oracle.nextBid();
  const probe = (cents: number, state: EnglishLotState) => nextBidCents(rules, { ...state, priceCents: cents });
  const base: EnglishLotState = { priceCents: null, leader: null, leaderMaxCents: 0, closesAtMs: 0 };
  let amount = next;
  if (op.type === 'quick') {
    if (op.offset === 1) amount = probe(next, base);
    // One rung low: the current price (or, before any bid, a cent under the opening bid).
    if (op.offset === -1) amount = oracle.price ?? Math.max(1, next - 1);
    return { bidder: op.bidder, kind: 'quick', amountCents: amount, atMs };
  }
  if (op.rungs < 0) amount = oracle.price ?? Math.max(1, next - 1);
  for (let rung = 0; rung < op.rungs; rung += 1) amount = probe(amount, base);
  if (op.offLadder) amount += 1;
  return { bidder: op.bidder, kind: 'max', amountCents: amount, atMs };
}

describe('English auction engine against the oracle', () => {
  it('agrees on every outcome, step, price, leader, maximum and close for random sequences', () => {
    fc.assert(
      fc.property(rulesArbitrary, fc.oneof(fc.integer({ min: -2 * MINUTE, max: 10 * MINUTE }), fc.constantFrom(-1, 0)), fc.array(opArbitrary, { maxLength: 40 }), (rules, startOffset, ops) => {
        const oracle = new EnglishAuctionOracle(rules);
        let state = initialLotState(rules);
        let now = OPEN + startOffset;
        const history: string[] = [];
        for (const op of ops) {
          if (op.type === 'advance') {
            now += op.ms;
            continue;
          }
          const request = requestOf(op, oracle, now, rules);
          const expected = oracle.bid(request);
          const outcome = placeEnglishBid(rules, state, request);
          expect(outcome.accepted).toBe(expected.accepted);
          if (!outcome.accepted) {
            expect(outcome.refusal).toBe(expected.refusal);
            continue;
          }
          expect(outcome.steps).toEqual(expected.steps);
          state = outcome.state;
          history.push(...outcome.steps.map((step) => `${step.bidder}@${step.amountCents}`));
          expect(state.priceCents).toBe(oracle.price);
          expect(state.leader).toBe(oracle.leader);
          expect(state.leaderMaxCents).toBe(oracle.maxOf(state.leader!));
          expect(state.closesAtMs).toBe(oracle.closesAtMs);
          expect(nextBidCents(rules, state)).toBe(oracle.nextBid());
        }
        // The ladder is strictly increasing, and no loser's maximum is above the price.
        const amounts = oracle.history.map((step) => step.amountCents);
        expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
        expect(new Set(amounts).size).toBe(amounts.length);
        expect(history.length).toBe(oracle.history.length);
        for (const bidder of oracle.bidders()) if (bidder !== oracle.leader) expect(oracle.maxOf(bidder)!).toBeLessThanOrEqual(oracle.price!);
      }),
      { numRuns: 1000 },
    );
  });
});
