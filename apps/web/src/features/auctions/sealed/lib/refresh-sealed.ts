import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../../lib/query-keys';

/** Everything that shows a sealed lot: the ranks, my own bids, the pack cards and its editions. */
export function refreshSealed(queryClient: QueryClient, releasePackPublicPk: string, releasePublicPk?: string) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.sealedBids(releasePackPublicPk) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.sealedUserBids(releasePackPublicPk) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.releasePackEditions(releasePackPublicPk) });
  if (releasePublicPk) void queryClient.invalidateQueries({ queryKey: queryKeys.releasePacks(releasePublicPk) });
}
