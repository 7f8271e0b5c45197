import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SealedBid } from '@caskmark/shared/api/auctions';
import { graphqlRequest } from '../../../../lib/graphql-request';
import { queryKeys } from '../../../../lib/query-keys';

export const SEALED_BID_FIELDS = 'publicPk releasePackPublicPk editionNftPublicPk paddleNumber paddlePosition editionNumber updatedAt bidInUsd';
/** Live events refresh the ranks at once; this slow poll only covers a lost socket. */
export const SEALED_POLL_MS = 30_000;

const QUERY = `query ($pack: ID!) { getSealedAuctionBids(releasePackPublicPk: $pack) { ${SEALED_BID_FIELDS} } }`;

/** GraphQL getSealedAuctionBids: the top five paddles of each lot with their rank, amounts hidden (mine shown). */
export async function getSealedBids(releasePackPublicPk: string, signal?: AbortSignal): Promise<SealedBid[]> {
  const data = await graphqlRequest<{ getSealedAuctionBids: SealedBid[] }>(QUERY, { pack: releasePackPublicPk }, { signal });
  return data.getSealedAuctionBids;
}

export function sealedBidsQueryOptions(releasePackPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.sealedBids(releasePackPublicPk),
    queryFn: ({ signal }) => getSealedBids(releasePackPublicPk, signal),
    staleTime: 0,
    refetchInterval: SEALED_POLL_MS,
  });
}

export function useSealedBids(releasePackPublicPk: string) {
  return useQuery(sealedBidsQueryOptions(releasePackPublicPk));
}
