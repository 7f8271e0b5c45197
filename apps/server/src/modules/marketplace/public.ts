/** What other parts of the server may use of the marketplace reads (the first-load page preload). */
export { marketplaceFilters } from './filter-options-service';
export { releaseStats } from './release-stats-service';
export { listingPage, requireListing } from './listing-service';
