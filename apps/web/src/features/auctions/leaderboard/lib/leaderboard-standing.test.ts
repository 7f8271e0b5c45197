import { describe, expect, it } from 'vitest';
import type { LeaderboardBid } from '@caskmark/shared/api/auctions';
import { leaderboardStanding } from './leaderboard-standing';

const LADDER = [1000, 1500, 2000, 2500, 3000];
const bid = (handler: string, bidInUsd: number, rank: number, isWinning: boolean, nextBidAmount: number): LeaderboardBid => ({
  publicPk: `00000000-0000-4000-8000-00000000000${rank}`,
  bidInUsd,
  bidInEth: 0,
  releasePack: '00000000-0000-4000-8000-000000000000',
  editionNft: null,
  nextBidAmount,
  fundCheckType: null,
  fundCheckValue: null,
  handler,
  createdAt: '2026-11-26T12:00:00.000Z',
  rank,
  isWinning,
  isManual: false,
});

describe('leaderboardStanding', () => {
  it('starts at the starting bid placed on the ladder', () => {
    expect(leaderboardStanding([], 'ava', LADDER, 1200)).toMatchObject({ minimumUsd: 1500, manualMinimumUsd: 1500, mine: null, isWinning: false, isHighestBidder: false });
  });

  it("takes the server's next amount once there are bids, and knows my place", () => {
    const board = [bid('ben', 2500, 1, true, 2000), bid('ava', 1500, 2, true, 2000), bid('cy', 1000, 3, false, 2000)];
    expect(leaderboardStanding(board, 'ava', LADDER, 1000)).toMatchObject({ minimumUsd: 2000, isWinning: true, isHighestBidder: false });
    expect(leaderboardStanding(board, 'ben', LADDER, 1000)).toMatchObject({ isHighestBidder: true });
    expect(leaderboardStanding(board, 'cy', LADDER, 1000)).toMatchObject({ isWinning: false, manualMinimumUsd: 2000 });
  });

  it('puts a manual bid above my own when mine is already higher than the minimum', () => {
    const board = [bid('ava', 3000, 1, true, 1500)];
    expect(leaderboardStanding(board, 'ava', LADDER, 1000).manualMinimumUsd).toBe(3500);
  });
});
