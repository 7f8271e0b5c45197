import { BidPacksSection } from '../../components/bid-packs-section';
import { LeaderboardCard } from './leaderboard-card';

/** The leaderboards of a release (one per pack), on its release page and on /leaderboard. */
export function LeaderboardSection({ releasePublicPk }: { releasePublicPk: string }) {
  return (
    <BidPacksSection
      releasePublicPk={releasePublicPk}
      style="leaderboard"
      id="leaderboard"
      title="Leaderboard"
      noun={['board', 'boards']}
      render={(pack) => <LeaderboardCard key={pack.publicPk} pack={pack} />}
    />
  );
}
