import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardBid } from '@caskmark/shared/api/auctions';
import { graphqlRequest } from '../../../../lib/graphql-request';
import { queryKeys } from '../../../../lib/query-keys';

export const LEADERBOARD_BID_FIELDS = 'publicPk bidInUsd bidInEth releasePack editionNft nextBidAmount fundCheckType fundCheckValue handler createdAt rank isWinning isManual';
/** Rows a board shows: every winning place of the demo's largest pack and the first bids below it. */
export const BOARD_SIZE = 25;
/** Live events refresh the board at once; this slow poll only covers a lost socket. */
export const BOARD_POLL_MS = 30_000;

const QUERY = `query ($pack: ID!, $limit: Int) { getLeaderboardBids(releasePackPublicPk: $pack, limit: $limit) { ${LEADERBOARD_BID_FIELDS} } }`;

/** GraphQL getLeaderboardBids: the pack's current bids, best first, with rank and winning flag (funding only on mine). */
export async function getLeaderboardBids(releasePackPublicPk: string, signal?: AbortSignal): Promise<LeaderboardBid[]> {
  const data = await graphqlRequest<{ getLeaderboardBids: LeaderboardBid[] }>(QUERY, { pack: releasePackPublicPk, limit: BOARD_SIZE }, { signal });
  return data.getLeaderboardBids;
}

export function leaderboardBidsQueryOptions(releasePackPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.leaderboardBids(releasePackPublicPk),
    queryFn: ({ signal }) => getLeaderboardBids(releasePackPublicPk, signal),
    staleTime: 0,
    refetchInterval: BOARD_POLL_MS,
  });
}

export function useLeaderboardBids(releasePackPublicPk: string) {
  return useQuery(leaderboardBidsQueryOptions(releasePackPublicPk));
}
