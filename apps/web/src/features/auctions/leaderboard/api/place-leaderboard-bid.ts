import { useMutation } from '@tanstack/react-query';
import type { LeaderboardBid } from '@caskmark/shared/api/auctions';
import { ApiError } from '../../../../lib/api-client';
import { graphqlRequest } from '../../../../lib/graphql-request';
import { LEADERBOARD_BID_FIELDS } from './get-leaderboard-bids';

const MUTATION = `mutation ($releasePack: ID!, $bidInUsd: Float!, $bidInEth: Float, $currency: String, $fundCheckType: String, $fundCheckValue: String, $isManual: Boolean) {
  createLeaderboardBid(releasePack: $releasePack, bidInUsd: $bidInUsd, bidInEth: $bidInEth, currency: $currency, fundCheckType: $fundCheckType, fundCheckValue: $fundCheckValue, isManual: $isManual) {
    ${LEADERBOARD_BID_FIELDS} nonFieldErrors
  }
}`;

export interface LeaderboardBidInput {
  releasePack: string;
  bidInUsd: number;
  isManual: boolean;
  bidInEth: number | null;
  currency: 'USD' | 'ETH';
  fundCheckType: 'preApproval' | 'wallet' | 'none';
  fundCheckValue: string | null;
}

/**
 * GraphQL createLeaderboardBid: a quick bid (exactly the lowest amount that enters the winning places)
 * or a manual bid (final hour). The server checks amount, funds and clock; a refusal in `nonFieldErrors`
 * is thrown as a 400 so the drawer shows each message.
 */
export async function placeLeaderboardBid(input: LeaderboardBidInput): Promise<LeaderboardBid> {
  const data = await graphqlRequest<{ createLeaderboardBid: LeaderboardBid & { nonFieldErrors: string[] } }>(MUTATION, { ...input });
  const { nonFieldErrors, ...bid } = data.createLeaderboardBid;
  if (nonFieldErrors.length) throw new ApiError(400, { nonFieldErrors }, nonFieldErrors);
  return bid;
}

export function usePlaceLeaderboardBid() {
  return useMutation({ mutationFn: placeLeaderboardBid });
}
