import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** Everything that shows a lot's price: its stats, its ladder, my maxima, the pack cards and editions. */
export function refreshLot(queryClient: QueryClient, releasePackPublicPk: string, releasePublicPk?: string) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.lotStats(releasePackPublicPk) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.auctionBids(releasePackPublicPk) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.myMaxBids(releasePackPublicPk) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.releasePackEditions(releasePackPublicPk) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.editionNfts() });
  if (releasePublicPk) void queryClient.invalidateQueries({ queryKey: queryKeys.releasePacks(releasePublicPk) });
}
