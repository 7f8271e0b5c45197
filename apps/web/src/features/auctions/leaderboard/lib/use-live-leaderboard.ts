import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LeaderboardBid } from '@caskmark/shared/api/auctions';
import { auctionBidToast } from '@caskmark/shared/rules/bid-confirm';
import { onLiveReconnect, subscribeLive } from '../../../../lib/graphql-live';
import { showBidToast } from '../../lib/bid-toast';
import { LEADERBOARD_BID_FIELDS } from '../api/get-leaderboard-bids';
import { refreshLeaderboard } from './refresh-leaderboard';

export const LEADERBOARD_BID_SUBSCRIPTION = `subscription ($pack: ID!) { leaderboardBidCreated(releasePackPublicPk: $pack) { ${LEADERBOARD_BID_FIELDS} } }`;

/**
 * The board's live bids while mounted: 'leaderboard bid created' refreshes the release pack queries
 * (spec part 1 §7) and someone else's bid toasts '@{handler} bid ${amount}'. The event only nudges;
 * the ranked read stays the truth.
 */
export function useLiveLeaderboard(releasePackPublicPk: string, releasePublicPk: string, myHandler: string | null | undefined) {
  const queryClient = useQueryClient();
  const handler = useRef(myHandler);
  handler.current = myHandler;
  useEffect(() => {
    const stop = subscribeLive(LEADERBOARD_BID_SUBSCRIPTION, { pack: releasePackPublicPk }, (data) => {
      const bid = data.leaderboardBidCreated as LeaderboardBid | undefined;
      if (bid && bid.handler !== handler.current) showBidToast('cask', auctionBidToast({ handler: bid.handler, bidInUsd: bid.bidInUsd, editionNumber: null, isBundle: true }));
      refreshLeaderboard(queryClient, releasePackPublicPk, releasePublicPk);
    });
    const stopReconnect = onLiveReconnect(() => refreshLeaderboard(queryClient, releasePackPublicPk, releasePublicPk));
    return () => {
      stop();
      stopReconnect();
    };
  }, [queryClient, releasePackPublicPk, releasePublicPk]);
}
