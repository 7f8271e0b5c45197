import { SaleroomPage } from '../../components/saleroom-page';
import { SealedSection } from '../components/sealed-section';

/** /sealed-auction?releasePublicPk= (sign-in required, spec part 1 §2): the release's sealed lots. */
export default function SealedAuctionPage() {
  return (
    <SaleroomPage
      style="sealed_auction"
      label="sealed auction"
      intro="Bids are sealed: you join with a paddle and only you see your amount. The top five paddles see their rank; the highest bid wins at the close."
      section={(releasePublicPk) => <SealedSection releasePublicPk={releasePublicPk} />}
    />
  );
}
