import type { AppContext } from '../../context';
import { ballotTokenIdOf } from './collaboration-ballot';
import { editionListingData } from './edition-listing-service';

/** What other parts of the server may use of the marketplace reads (the first-load page preload). */
export { marketplaceFilters } from './filter-options-service';
export { releaseStats } from './release-stats-service';
export { listingPage, requireListing } from './listing-service';
export { listingsOfEdition } from './listing-tx-service';

/** GET /api/marketplace/v1/list/{editionNftPublicPk} as a visitor (no viewer) sees it. */
export async function visitorEditionListingData(context: AppContext, nftPk: string) {
  const usdPerEth = await context.ethPrice.usdPerEth().catch(() => 0);
  const ballotOf = (tokenId: string | null) => ballotTokenIdOf(context, tokenId).catch(() => null);
  return editionListingData(context.db, context.clock.now(), nftPk, null, usdPerEth, ballotOf);
}
