import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { SealedBid, SealedLobby } from '@caskmark/shared/api/auctions';
import { onLiveReconnect, subscribeLive } from '../../../../lib/graphql-live';
import { showBidToast } from '../../lib/bid-toast';
import { SEALED_BID_FIELDS } from '../api/get-sealed-bids';
import { refreshSealed } from './refresh-sealed';

export const SEALED_BID_SUBSCRIPTION = `subscription ($pack: ID!) { sealedAuctionBidCreated(releasePackPublicPk: $pack) { ${SEALED_BID_FIELDS} } }`;
export const SEALED_LOBBY_SUBSCRIPTION = `subscription ($pack: ID!) { sealedAuctionLobbyCreated(releasePackPublicPk: $pack) { publicPk paddleNumber isActive releasePackPublicPk } }`;

/**
 * The sealed lot's live events while mounted (spec part 1 §7): a sealed bid refreshes the ranks and,
 * when it is another paddle's, toasts 'Paddle #{n} placed a sealed bid' (never an amount: the event
 * carries none, decision 253); a new paddle is remembered as the latest to join. Returns that paddle.
 */
export function useLiveSealed(releasePackPublicPk: string, releasePublicPk: string, myPaddle: number | null): number | null {
  const queryClient = useQueryClient();
  const paddle = useRef(myPaddle);
  paddle.current = myPaddle;
  const [joined, setJoined] = useState<number | null>(null);
  useEffect(() => {
    const stopBids = subscribeLive(SEALED_BID_SUBSCRIPTION, { pack: releasePackPublicPk }, (data) => {
      const bid = data.sealedAuctionBidCreated as SealedBid | undefined;
      if (bid && bid.paddleNumber !== paddle.current) {
        showBidToast('cask', bid.paddlePosition ? `Paddle #${bid.paddleNumber} placed a sealed bid, now rank ${bid.paddlePosition}` : `Paddle #${bid.paddleNumber} placed a sealed bid`);
      }
      refreshSealed(queryClient, releasePackPublicPk, releasePublicPk);
    });
    const stopLobby = subscribeLive(SEALED_LOBBY_SUBSCRIPTION, { pack: releasePackPublicPk }, (data) => {
      const lobby = data.sealedAuctionLobbyCreated as SealedLobby | undefined;
      if (lobby && lobby.paddleNumber !== paddle.current) setJoined(lobby.paddleNumber);
    });
    const stopReconnect = onLiveReconnect(() => refreshSealed(queryClient, releasePackPublicPk, releasePublicPk));
    return () => {
      stopBids();
      stopLobby();
      stopReconnect();
    };
  }, [queryClient, releasePackPublicPk, releasePublicPk]);
  return joined;
}
