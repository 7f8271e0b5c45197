import { SaleroomPage } from '../../components/saleroom-page';
import { LeaderboardSection } from '../components/leaderboard-section';

/** /leaderboard?releasePublicPk= (sign-in required, spec part 1 §2): the release's leaderboards. */
export default function LeaderboardPage() {
  return (
    <SaleroomPage
      style="leaderboard"
      label="leaderboard"
      intro="The top bids win one edition each when the board closes. Quick bids are open throughout; manual bids open in the final hour. The board updates live."
      section={(releasePublicPk) => <LeaderboardSection releasePublicPk={releasePublicPk} />}
    />
  );
}
