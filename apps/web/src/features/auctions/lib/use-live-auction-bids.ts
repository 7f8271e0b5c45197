import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AuctionBid } from '@caskmark/shared/api/auctions';
import { auctionBidToast } from '@caskmark/shared/rules/bid-confirm';
import { onLiveReconnect, subscribeLive } from '../../../lib/graphql-live';
import { AUCTION_BID_FIELDS } from '../api/get-auction-bids';
import { showBidToast } from './bid-toast';
import { refreshLot } from './refresh-lot';

export const AUCTION_BID_SUBSCRIPTION = `subscription ($pack: ID!) { auctionBidCreated(releasePackPublicPk: $pack) { ${AUCTION_BID_FIELDS} } }`;

/**
 * The lot's live bids over the GraphQL WebSocket while mounted: each step of someone else toasts
 * '@{handler} bid ${amount} on Edition #{n}' (spec part 1 §7) and every figure of the lot refetches,
 * so an outbid collector sees it within the second. The event only nudges; the reads stay the truth.
 */
export function useLiveAuctionBids(releasePackPublicPk: string, releasePublicPk: string, myHandler: string | null | undefined) {
  const queryClient = useQueryClient();
  const handler = useRef(myHandler);
  handler.current = myHandler;
  useEffect(() => {
    const stop = subscribeLive(AUCTION_BID_SUBSCRIPTION, { pack: releasePackPublicPk }, (data) => {
      const bid = data.auctionBidCreated as AuctionBid | undefined;
      if (bid && bid.handler !== handler.current) showBidToast('cask', auctionBidToast(bid));
      refreshLot(queryClient, releasePackPublicPk, releasePublicPk);
    });
    const stopReconnect = onLiveReconnect(() => refreshLot(queryClient, releasePackPublicPk, releasePublicPk));
    return () => {
      stop();
      stopReconnect();
    };
  }, [queryClient, releasePackPublicPk, releasePublicPk]);
}
