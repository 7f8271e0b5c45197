import { useMutation } from '@tanstack/react-query';
import type { AuctionBidResult } from '@caskmark/shared/api/auctions';
import { ApiError } from '../../../lib/api-client';
import { graphqlRequest } from '../../../lib/graphql-request';

const MUTATION = `mutation ($releasePack: ID!, $editionNft: ID, $bidInUsd: Float!, $bidInEth: Float, $currency: String, $fundCheckType: String, $fundCheckValue: String) {
  createAuctionBid(releasePack: $releasePack, editionNft: $editionNft, bidInUsd: $bidInUsd, bidInEth: $bidInEth, currency: $currency, fundCheckType: $fundCheckType, fundCheckValue: $fundCheckValue) {
    publicPk bidInUsd nextBidAmount isHighestBidder currentBidInUsd lotCloseDate nonFieldErrors
  }
}`;

export interface QuickBidInput {
  releasePack: string;
  editionNft?: string | null;
  bidInUsd: number;
  bidInEth?: number | null;
  currency: 'USD' | 'ETH';
  fundCheckType?: 'preApproval' | 'wallet' | 'none';
  fundCheckValue?: string | null;
}

/**
 * GraphQL createAuctionBid: a quick bid at the next increment. The server checks the amount, the funds
 * and the clock; a refusal comes back in `nonFieldErrors` and is thrown as a 400 so the drawer shows it.
 */
export async function placeQuickBid(input: QuickBidInput): Promise<AuctionBidResult> {
  const data = await graphqlRequest<{ createAuctionBid: AuctionBidResult }>(MUTATION, { ...input, editionNft: input.editionNft ?? null });
  const result = data.createAuctionBid;
  if (result.nonFieldErrors.length) throw new ApiError(400, { nonFieldErrors: result.nonFieldErrors }, result.nonFieldErrors);
  return result;
}

export function usePlaceQuickBid() {
  return useMutation({ mutationFn: placeQuickBid });
}
