import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveReconnect, subscribeLive, type LiveData } from '../../../lib/graphql-live';
import { queryKeys } from '../../../lib/query-keys';

const LINE_FIELDS = 'cartPublicPk handler editionNumber releasePackPublicPk editionNftPublicPk';
const STATE_FIELDS = 'cartPublicPk releasePackPublicPk handler status';

/** The spec's subscriptions keyed by release pack (part 1 §7): line created/deleted, refresh, in progress, completed. */
export const CART_SUBSCRIPTIONS = {
  primaryCheckoutCartLineCreated: LINE_FIELDS,
  primaryCheckoutCartLineDeleted: LINE_FIELDS,
  primaryCheckoutCartRefreshed: STATE_FIELDS,
  primaryCheckoutCartInProgress: STATE_FIELDS,
  primaryCheckoutCartCompleted: STATE_FIELDS,
} as const;

export function cartSubscriptionQuery(field: keyof typeof CART_SUBSCRIPTIONS): string {
  return `subscription ($pack: ID!) { ${field}(releasePackPublicPk: $pack) { ${CART_SUBSCRIPTIONS[field]} } }`;
}

/**
 * What a cart event makes stale (decision 242): the pack's editions and their availability labels, the
 * edition named by a line event (or every open edition page on a cart state change, which names none),
 * and the collector's cart. The queries refetch; the event itself is never taken as the truth.
 */
export function refreshAfterCartEvent(queryClient: QueryClient, releasePackPublicPk: string, event: LiveData | null) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.releasePackEditions(releasePackPublicPk) });
  const payload = event ? (Object.values(event)[0] as { editionNftPublicPk?: string | null; cartPublicPk?: string | null } | undefined) : undefined;
  if (payload?.editionNftPublicPk) void queryClient.invalidateQueries({ queryKey: queryKeys.editionNft(payload.editionNftPublicPk) });
  else void queryClient.invalidateQueries({ queryKey: queryKeys.editionNfts() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.activeCart() });
  if (payload?.cartPublicPk) void queryClient.invalidateQueries({ queryKey: queryKeys.cart(payload.cartPublicPk) });
}

/**
 * Live cart events of a release pack over the GraphQL WebSocket while mounted: the cart drawer and
 * the availability labels refresh within the second instead of at the next poll. Polling stays as it
 * was, so a lost socket only makes them slower.
 */
export function useLiveCartEvents(releasePackPublicPk: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!releasePackPublicPk) return;
    const fields = Object.keys(CART_SUBSCRIPTIONS) as Array<keyof typeof CART_SUBSCRIPTIONS>;
    const stops = fields.map((field) => subscribeLive(cartSubscriptionQuery(field), { pack: releasePackPublicPk }, (data) => refreshAfterCartEvent(queryClient, releasePackPublicPk, data)));
    stops.push(onLiveReconnect(() => refreshAfterCartEvent(queryClient, releasePackPublicPk, null)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient, releasePackPublicPk]);
}
