import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ethToWei } from '../money/wei';
import { bidConfirmBlocker } from './bid-confirm';
import { BidLadder, RAISE_PRE_APPROVAL_MESSAGE, snapMaxBid, WRONG_INCREMENT_MESSAGE, minimumManualBidMessage, lowestAllowedBidMessage } from './bid-snapping';
import { availableFundsCents, bidAmountWei, fundsCheck, INSUFFICIENT_FUNDS_MESSAGE, NO_FUNDING_SOURCE_MESSAGE } from './funds-check';

const approved = (amountUsd: number) => ({ publicPk: 'pof-1', status: 'approved' as const, amountUsd });
const wallet = (address: string, eth: string) => ({ address, balanceWei: ethToWei(eth) });

describe('funds check for bids', () => {
  it('an approved pre-approval at or above the bid counts first', () => {
    expect(fundsCheck({ bidUsdCents: 500_000, usdPerEth: 2000, preApproval: approved(5000), wallets: [wallet('0xa', '10')] })).toEqual({
      fundCheckType: 'preApproval',
      fundCheckValue: 'pof-1',
    });
  });

  it('else a connected wallet whose balance covers the ETH amount (USD / price to 8 decimals)', () => {
    expect(bidAmountWei(100_000, 3000)).toBe(ethToWei('0.33333333'));
    const wallets = [wallet('0xpoor', '0.3'), wallet('0xrich', '0.5'), wallet('0xexact', '0.33333333')];
    expect(fundsCheck({ bidUsdCents: 100_000, usdPerEth: 3000, preApproval: approved(500), wallets })).toEqual({
      fundCheckType: 'wallet',
      fundCheckValue: '0xrich',
    });
    expect(fundsCheck({ bidUsdCents: 100_000, usdPerEth: 3000, preApproval: null, wallets: [wallet('0xexact', '0.33333333')] }).fundCheckValue).toBe('0xexact');
  });

  it('else none — a pending pre-approval never counts', () => {
    const pending = { publicPk: 'pof-2', status: 'pending' as const, amountUsd: 1_000_000 };
    expect(fundsCheck({ bidUsdCents: 100_000, usdPerEth: 3000, preApproval: pending, wallets: [wallet('0xa', '0.1')] })).toEqual({
      fundCheckType: 'none',
      fundCheckValue: null,
    });
  });

  it('funds available are the larger of the richest wallet at the price and the approved amount', () => {
    const input = { usdPerEth: 2000, wallets: [wallet('0xa', '1'), wallet('0xb', '3')] };
    expect(availableFundsCents({ ...input, preApproval: approved(5000), context: 'maxBid' })).toBe(600_000);
    expect(availableFundsCents({ ...input, preApproval: approved(10_000), context: 'maxBid' })).toBe(1_000_000);
  });

  it.each([
    ['maxBid', 100_000],
    ['sealed', 100_000],
    ['leaderboard', 100_000],
    ['quickBid', 5_000],
  ] as const)('without an approved pre-approval the %s default is %i cents (1000 / 50 USD)', (context, cents) => {
    expect(availableFundsCents({ usdPerEth: 2000, wallets: [], preApproval: null, context })).toBe(cents);
  });

  it('keeps the spec messages', () => {
    expect(NO_FUNDING_SOURCE_MESSAGE).toBe('You need to connect a wallet or get approved for Wire Transfer before making a bid');
    expect(INSUFFICIENT_FUNDS_MESSAGE).toBe("You don't currently have enough funds to submit a quick/max bid. Please add funds...");
    expect(minimumManualBidMessage(1250)).toBe('Minimum manual bid is $1,250');
    expect(lowestAllowedBidMessage(900)).toBe('Lowest allowed bid is $900');
  });
});

const LADDER = [50, 100, 150, 200, 300, 400, 500, 750, 1000];

describe('max bid snapping', () => {
  it.each([
    [400, 100, 1000, 400, true, []],
    [420, 100, 1000, 400, false, [WRONG_INCREMENT_MESSAGE]],
    [460, 100, 1000, 500, false, [WRONG_INCREMENT_MESSAGE]],
    [450, 100, 1000, 500, false, [WRONG_INCREMENT_MESSAGE]],
    [80, 150, 1000, 150, false, [WRONG_INCREMENT_MESSAGE]],
    [900, 100, 800, 750, false, [WRONG_INCREMENT_MESSAGE, RAISE_PRE_APPROVAL_MESSAGE]],
    [2000, 100, 5000, 2000, true, []],
    [2100, 100, 5000, 2000, false, [WRONG_INCREMENT_MESSAGE]],
    [5000, 100, 1000, 1000, true, []],
  ])('typing %s with minimum %s and funds %s snaps to %s (on increment: %s)', (value, minimum, funds, snapped, onIncrement, messages) => {
    expect(snapMaxBid({ ladderUsd: LADDER, valueUsd: value, minimumUsd: minimum, fundsUsd: funds })).toEqual({
      ok: true,
      valueUsd: snapped,
      onIncrement,
      messages,
    });
  });

  it('disables the input when the minimum exceeds the funds', () => {
    expect(snapMaxBid({ ladderUsd: LADDER, valueUsd: 600, minimumUsd: 500, fundsUsd: 400 })).toEqual({
      ok: false,
      reason: 'minimum_above_funds',
      messages: [INSUFFICIENT_FUNDS_MESSAGE],
    });
  });

  it('continues the ladder past its top with its last step', () => {
    const ladder = new BidLadder(LADDER);
    expect(ladder.includes(125_000)).toBe(true);
    expect(ladder.includes(110_000)).toBe(false);
    expect(ladder.nextAbove(100_000)).toBe(125_000);
    expect(ladder.atOrBelow(130_000)).toBe(125_000);
    expect(ladder.atOrBelow(4_000)).toBeNull();
  });

  it('never exceeds the funds, never goes below the minimum, and always lands on the ladder', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        (value, minimum, funds) => {
          const result = snapMaxBid({ ladderUsd: LADDER, valueUsd: value, minimumUsd: minimum, fundsUsd: funds });
          const ladder = new BidLadder(LADDER);
          if (!result.ok) {
            expect(ladder.atOrAbove(minimum * 100)).toBeGreaterThan(funds * 100);
            return;
          }
          expect(result.valueUsd).toBeLessThanOrEqual(funds);
          expect(result.valueUsd).toBeGreaterThanOrEqual(minimum);
          expect(ladder.includes(result.valueUsd * 100)).toBe(true);
          expect(result.onIncrement).toBe(ladder.includes(value * 100));
        },
      ),
    );
  });
});

describe('bid CONFIRM rule', () => {
  const quick = { kind: 'quick' as const, lobbyOpen: true, bidUsdCents: 50_000, fundsUsdCents: 100_000 };
  const manual = { kind: 'manual' as const, lobbyOpen: true, bidUsdCents: 60_000, fundsUsdCents: 100_000, currentBidUsdCents: 50_000, minimumBidUsdCents: 55_000 };

  it.each([
    ['a quick bid within funds', quick, null],
    ['the lobby is not open', { ...quick, lobbyOpen: false }, 'lobby_not_open'],
    ['the bid is 0', { ...quick, bidUsdCents: 0 }, 'zero_bid'],
    ['the quick bid is above funds', { ...quick, bidUsdCents: 100_001 }, 'above_funds'],
    ['the viewer is already the highest bidder', { ...quick, isHighestBidder: true }, 'already_highest_bidder'],
    ['a manual bid above current and minimum', manual, null],
    ['a manual bid at the current bid', { ...manual, bidUsdCents: 50_000 }, 'below_current_bid'],
    ['a manual bid below the minimum', { ...manual, bidUsdCents: 54_999 }, 'below_minimum'],
    ['a minimum above the funds', { ...manual, minimumBidUsdCents: 100_001 }, 'minimum_above_funds'],
    ['a manual bid above funds', { ...manual, bidUsdCents: 100_001 }, 'above_funds'],
  ])('%s → %s', (_name, input, blocker) => {
    expect(bidConfirmBlocker(input)).toBe(blocker);
  });
});
