import { useMutation } from '@tanstack/react-query';
import type { MaxBid, MaxBidPayload } from '@caskmark/shared/api/auctions';
import { apiRequest } from '../../../lib/api-client';
import { maxBidPath } from './get-my-max-bids';

/** POST .../auction/max-bid (spec "Max bid payload"): places or raises the collector's proxy; funds are checked for the whole maximum. */
export function placeMaxBid(payload: MaxBidPayload & { releasePack: string }): Promise<MaxBid> {
  return apiRequest<MaxBid>(maxBidPath(payload.releasePack), { method: 'POST', body: payload });
}

export function usePlaceMaxBid() {
  return useMutation({ mutationFn: placeMaxBid });
}
