import { bigint, bigserial, boolean, doublePrecision, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { releasePacks, releases } from './catalogue';

/**
 * What a pack card shows about a pack's units and listings, maintained instead of recomputed from
 * every edition row per request (issue 17, decision 310). A row is exact as of `computedAt` until
 * `staleAt`, the next moment time alone changes it (a hold lapses, a listing expires, the sale opens
 * or closes); writes that change it are logged in `release_pack_summary_changes` by triggers in the
 * same transaction, and the next read recomputes those packs first.
 */
export const releasePackSummaries = pgTable(
  'release_pack_summaries',
  {
    packPk: uuid('pack_pk')
      .primaryKey()
      .references(() => releasePacks.publicPk, { onDelete: 'cascade' }),
    totalUnits: integer('total_units').notNull(),
    /** Unsold, unlocked, unreserved and not held by an open cart line. */
    freeUnits: integer('free_units').notNull(),
    checkoutUnits: integer('checkout_units').notNull(),
    soldUnits: integer('sold_units').notNull(),
    /** The cheapest free unit (a bundle unit is the sum of its editions). */
    minFreePriceCents: bigint('min_free_price_cents', { mode: 'number' }),
    /** Edition NFTs in active public listings. */
    listedCount: integer('listed_count').notNull(),
    minListingCents: bigint('min_listing_cents', { mode: 'number' }),
    newestListingAt: at('newest_listing_at'),
    soonestExpiryAt: at('soonest_expiry_at'),
    /** The card's sale dates and what follows from them as of `computedAt` (decision 312: page order). */
    openMs: doublePrecision('open_ms'),
    saleStatus: text('sale_status', { enum: ['upcoming', 'live', 'closed'] }),
    primaryAvailable: integer('primary_available'),
    minPriceCents: doublePrecision('min_price_cents'),
    computedAt: at('computed_at').notNull(),
    staleAt: at('stale_at').notNull(),
  },
  // The order indexes of migration 0022 are on expressions drizzle-kit cannot state; see that file.
  (t) => [index('release_pack_summaries_stale_idx').on(t.staleAt)],
);

/** Packs whose summary a committed write changed; the next read recomputes them and removes the rows. */
export const releasePackSummaryChanges = pgTable('release_pack_summary_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  packPk: uuid('pack_pk').notNull(),
});

/**
 * A release's figures over all its packs (decision 363): what the release list shows unfiltered or
 * filtered by release and brand only, recomputed from `release_pack_summaries` in the same refresh as
 * the packs that changed, so it is exactly as fresh as they are.
 */
export const releaseSummaries = pgTable('release_summaries', {
  releasePk: uuid('release_pk')
    .primaryKey()
    .references(() => releases.publicPk, { onDelete: 'cascade' }),
  packCount: integer('pack_count').notNull(),
  totalUnits: integer('total_units').notNull(),
  primaryAvailable: integer('primary_available'),
  listedCount: integer('listed_count').notNull(),
  minPriceCents: doublePrecision('min_price_cents'),
});

/** Releases a pack left (deleted or moved, logged by a trigger); the next refresh recomputes them. */
export const releaseSummaryChanges = pgTable('release_summary_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  releasePk: uuid('release_pk').notNull(),
});

/**
 * The filter panel's options with how many release packs match each (decision 320), recomputed at the
 * first read after `catalogueFilterState.stale` was set by a trigger (migration 0032): editions, products,
 * packs, releases and brands, in the writer's transaction.
 */
export const catalogueFilterOptions = pgTable(
  'catalogue_filter_options',
  {
    field: text('field').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    packCount: integer('pack_count').notNull(),
  },
  (t) => [primaryKey({ name: 'catalogue_filter_options_pkey', columns: [t.field, t.value] })],
);

/** One row (id 1): whether `catalogue_filter_options` misses a committed change of the catalogue's shape. */
export const catalogueFilterState = pgTable('catalogue_filter_state', {
  id: integer('id').primaryKey(),
  stale: boolean('stale').notNull(),
  changedAt: at('changed_at').notNull().defaultNow(),
});
