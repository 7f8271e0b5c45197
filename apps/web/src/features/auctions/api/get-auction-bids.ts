import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionBid } from '@caskmark/shared/api/auctions';
import { graphqlRequest } from '../../../lib/graphql-request';
import { queryKeys } from '../../../lib/query-keys';

export const AUCTION_BID_FIELDS = 'publicPk bidInUsd bidInEth releasePackPublicPk editionNftPublicPk handler isMaxBid nextBidAmount editionNumber createdAt lotCloseDate isBundle';
/** The steps a lot panel shows. */
export const LADDER_SIZE = 5;

const QUERY = `query ($pack: ID!, $limit: Int) { getAuctionBids(releasePackPublicPk: $pack, limit: $limit) { ${AUCTION_BID_FIELDS} } }`;

/** GraphQL getAuctionBids: the lot's ladder, newest step first (public). */
export async function getAuctionBids(releasePackPublicPk: string, signal?: AbortSignal): Promise<AuctionBid[]> {
  const data = await graphqlRequest<{ getAuctionBids: AuctionBid[] }>(QUERY, { pack: releasePackPublicPk, limit: LADDER_SIZE }, { signal, anonymous: true });
  return data.getAuctionBids;
}

export function auctionBidsQueryOptions(releasePackPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.auctionBids(releasePackPublicPk),
    queryFn: ({ signal }) => getAuctionBids(releasePackPublicPk, signal),
    staleTime: 0,
  });
}

export function useAuctionBids(releasePackPublicPk: string) {
  return useQuery(auctionBidsQueryOptions(releasePackPublicPk));
}
