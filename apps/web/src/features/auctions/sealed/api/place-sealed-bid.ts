import { useMutation } from '@tanstack/react-query';
import type { SealedBid } from '@caskmark/shared/api/auctions';
import { ApiError } from '../../../../lib/api-client';
import { graphqlRequest } from '../../../../lib/graphql-request';
import { SEALED_BID_FIELDS } from './get-sealed-bids';

const MUTATION = `mutation ($releasePack: ID!, $editionNft: ID, $bidInUsd: Float!, $bidInEth: Float, $currency: String, $fundCheckType: String, $fundCheckValue: String) {
  createSealedAuctionBid(releasePack: $releasePack, editionNft: $editionNft, bidInUsd: $bidInUsd, bidInEth: $bidInEth, currency: $currency, fundCheckType: $fundCheckType, fundCheckValue: $fundCheckValue) {
    ${SEALED_BID_FIELDS} nonFieldErrors
  }
}`;

export interface SealedBidInput {
  releasePack: string;
  editionNft?: string | null;
  bidInUsd: number;
  bidInEth: number | null;
  currency: 'USD' | 'ETH';
  fundCheckType: 'preApproval' | 'wallet' | 'none';
  fundCheckValue: string | null;
}

/** GraphQL createSealedAuctionBid with the caller's paddle; a refusal in `nonFieldErrors` is thrown as a 400. */
export async function placeSealedBid(input: SealedBidInput): Promise<SealedBid> {
  const data = await graphqlRequest<{ createSealedAuctionBid: SealedBid & { nonFieldErrors: string[] } }>(MUTATION, { ...input, editionNft: input.editionNft ?? null });
  const { nonFieldErrors, ...bid } = data.createSealedAuctionBid;
  if (nonFieldErrors.length) throw new ApiError(400, { nonFieldErrors }, nonFieldErrors);
  return bid;
}

export function usePlaceSealedBid() {
  return useMutation({ mutationFn: placeSealedBid });
}
