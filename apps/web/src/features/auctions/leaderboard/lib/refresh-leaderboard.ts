import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../../lib/query-keys';

/** Everything that shows a leaderboard: its board, the pack cards and its editions (spec part 1 §7). */
export function refreshLeaderboard(queryClient: QueryClient, releasePackPublicPk: string, releasePublicPk?: string) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboardBids(releasePackPublicPk) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.releasePackEditions(releasePackPublicPk) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.releasePack(releasePackPublicPk) });
  if (releasePublicPk) void queryClient.invalidateQueries({ queryKey: queryKeys.releasePacks(releasePublicPk) });
}
