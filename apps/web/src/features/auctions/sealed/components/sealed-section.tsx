import { BidPacksSection } from '../../components/bid-packs-section';
import { SealedLotCard } from './sealed-lot-card';

/** The sealed lots of a release (one-unit packs and bundles), on its release page and on /sealed-auction. */
export function SealedSection({ releasePublicPk }: { releasePublicPk: string }) {
  return (
    <BidPacksSection
      releasePublicPk={releasePublicPk}
      style="sealed_auction"
      id="sealed-lots"
      title="Sealed lots"
      noun={['lot', 'lots']}
      render={(pack) => (pack.totalCount === 1 || pack.isBundle ? <SealedLotCard key={pack.publicPk} pack={pack} /> : null)}
    />
  );
}
