import { describe, expect, it } from 'vitest';
import type { SealedBid } from '@caskmark/shared/api/auctions';
import { sealedStanding } from './sealed-standing';

const LADDER = [20_000, 24_000, 25_000, 26_000, 28_000];
const row = (paddleNumber: number, paddlePosition: number | null, bidInUsd: number | null = null): SealedBid => ({
  publicPk: bidInUsd === null ? null : `00000000-0000-4000-8000-000000000${paddleNumber}`,
  releasePackPublicPk: '00000000-0000-4000-8000-000000000000',
  editionNftPublicPk: null,
  paddleNumber,
  paddlePosition,
  editionNumber: 1,
  updatedAt: null,
  bidInUsd,
});

describe('sealedStanding', () => {
  it('starts at the starting bid placed on the ladder', () => {
    expect(sealedStanding([], [], null, LADDER, 23_500)).toMatchObject({ minimumUsd: 24_000, ownUsd: null, rank: null, isHighestBidder: false, top: [] });
  });

  it('asks more than my own bid for a raise and knows my rank by paddle', () => {
    const board = [row(102, 1), row(101, 2, 25_000)];
    const standing = sealedStanding(board, [row(101, 2, 25_000)], 101, LADDER, 24_000);
    expect(standing).toMatchObject({ minimumUsd: 26_000, ownUsd: 25_000, rank: 2, isHighestBidder: false });
    expect(standing.top.map((bid) => bid.paddleNumber)).toEqual([102, 101]);
  });

  it('shows only the top five ranks, best first; my bid below them keeps no rank', () => {
    const board = [row(106, 5), row(105, 4), row(101, null, 20_000), row(102, 1), row(103, 2), row(104, 3)];
    const standing = sealedStanding(board, [row(101, null, 20_000)], 101, LADDER, 20_000);
    expect(standing.top.map((bid) => bid.paddlePosition)).toEqual([1, 2, 3, 4, 5]);
    expect(standing.rank).toBeNull();
    expect(sealedStanding(board, [], 102, LADDER, 20_000).isHighestBidder).toBe(true);
  });
});
