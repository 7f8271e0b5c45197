/**
 * Orderings and status values of the marketplace reads (spec part 1 §9, part 2 §7), kept free of zod
 * so the web app can show them without loading the schemas; api/marketplace-query.ts builds the
 * query schemas from them and re-exports them.
 */

/** Status filter values of the marketplace panel. */
export const MARKETPLACE_STATUSES = ['available', 'upcoming', 'listed', 'sold_out'] as const;
export const MARKETPLACE_STATUS_LABELS: Record<(typeof MARKETPLACE_STATUSES)[number], string> = {
  available: 'Available now',
  upcoming: 'Upcoming',
  listed: 'Listed by collectors',
  sold_out: 'Sold out',
};

/** Default orderings (part 1 §9). */
export const RELEASE_ORDERINGS = ['-primary_available,min_price_usd', 'min_price_usd', '-min_price_usd', '-lobby_open_date', 'lobby_open_date', 'name'] as const;
export const DEFAULT_RELEASE_ORDERING = '-primary_available,min_price_usd';
export const EDITION_ORDERINGS = ['is_collaboration,-go_live_date', 'edition_number', '-edition_number', 'primary_usd_price', '-primary_usd_price'] as const;
export const DEFAULT_EDITION_ORDERING = 'is_collaboration,-go_live_date';
/** The spec's four, plus the seller handler for the listings table's sortable From column (part 2 §2 screen 2). */
export const LISTING_ORDERINGS = ['valid_until', '-valid_until', 'min_price_usd', '-min_price_usd', 'listing_handler', '-listing_handler'] as const;
export const DEFAULT_LISTING_ORDERING = 'valid_until';

/** Orderings of the release-pack cursor (marketplace grid); every one ends on publicPk so pages never overlap. */
export const PACK_ORDERINGS = RELEASE_ORDERINGS;
export const DEFAULT_PACK_ORDERING = DEFAULT_RELEASE_ORDERING;

export const ORDERING_LABELS: Record<string, string> = {
  '-primary_available,min_price_usd': 'Recommended',
  min_price_usd: 'Price: low to high',
  '-min_price_usd': 'Price: high to low',
  '-lobby_open_date': 'Newest releases',
  lobby_open_date: 'Oldest releases',
  name: 'Name',
};
