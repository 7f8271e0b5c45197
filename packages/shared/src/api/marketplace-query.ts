import { z } from 'zod';
import { RELEASE_STYLES } from '../catalogue/release-styles';
import { CursorQuerySchema, PageQuerySchema, QueryBoolean, QueryList } from './pagination';
import { FilterOptionSchema } from './catalogue';
import {
  DEFAULT_EDITION_ORDERING,
  DEFAULT_LISTING_ORDERING,
  DEFAULT_PACK_ORDERING,
  DEFAULT_RELEASE_ORDERING,
  EDITION_ORDERINGS,
  LISTING_ORDERINGS,
  MARKETPLACE_STATUSES,
  PACK_ORDERINGS,
  RELEASE_ORDERINGS,
} from '../catalogue/orderings';

// The constants live in a zod-free module so the browser can use them without the schemas.
export * from '../catalogue/orderings';

/**
 * Filters shared by the marketplace reads (part 2 §7): the spec's names, plus one snake_case key per
 * filter-panel field. List-valued filters take comma-separated values.
 */
export const MarketplaceFilterQuerySchema = z.object({
  brand_name: z.string().max(200).optional(),
  brand_slug: QueryList.optional(),
  min_price: z.coerce.number<string>('Enter a price in USD, for example 250.').min(0, 'A price cannot be negative.').optional(),
  max_price: z.coerce.number<string>('Enter a price in USD, for example 250.').min(0, 'A price cannot be negative.').optional(),
  product_title: z.string().max(200).optional(),
  product_type: QueryList.optional(),
  primary_available: QueryBoolean.optional(),
  secondary_available: QueryBoolean.optional(),
  is_listed: QueryBoolean.optional(),
  status: QueryList.pipe(z.array(z.enum(MARKETPLACE_STATUSES))).optional(),
  is_bundle: QueryBoolean.optional(),
  new_listing: QueryBoolean.optional(),
  expiring_soon: QueryBoolean.optional(),
  listings_owner: z.string().max(100).optional(),
  search: z.string().max(200).optional(),
  category: QueryList.optional(),
  whisky_type: QueryList.optional(),
  wine_type: QueryList.optional(),
  country: QueryList.optional(),
  region: QueryList.optional(),
  bottle_size: QueryList.pipe(z.array(z.coerce.number<string>().int().positive())).optional(),
  vintage: QueryList.pipe(z.array(z.coerce.number<string>().int().min(1800).max(2100))).optional(),
  age_statement: QueryList.pipe(z.array(z.coerce.number<string>().int().min(0).max(100))).optional(),
  colour: QueryList.optional(),
  primary_grape: QueryList.optional(),
  bottler: QueryList.optional(),
  experience: QueryList.optional(),
  release: QueryList.optional(),
  release_style: QueryList.pipe(z.array(z.enum(RELEASE_STYLES))).optional(),
});
export type MarketplaceFilterQuery = z.infer<typeof MarketplaceFilterQuerySchema>;

export const ReleaseListQuerySchema = MarketplaceFilterQuerySchema.extend(PageQuerySchema.shape).extend({
  ordering: z.enum(RELEASE_ORDERINGS).default(DEFAULT_RELEASE_ORDERING),
});
export type ReleaseListQuery = z.infer<typeof ReleaseListQuerySchema>;

export const EditionListQuerySchema = MarketplaceFilterQuerySchema.extend(PageQuerySchema.shape).extend({
  release_pack: z.uuid().optional(),
  ordering: z.enum(EDITION_ORDERINGS).default(DEFAULT_EDITION_ORDERING),
});
export type EditionListQuery = z.infer<typeof EditionListQuerySchema>;

export const ListingListQuerySchema = MarketplaceFilterQuerySchema.extend(PageQuerySchema.shape).extend({
  ordering: z.enum(LISTING_ORDERINGS).default(DEFAULT_LISTING_ORDERING),
});
export type ListingListQuery = z.infer<typeof ListingListQuerySchema>;

export const PackCursorQuerySchema = MarketplaceFilterQuerySchema.extend(CursorQuerySchema.shape).extend({
  ordering: z.enum(PACK_ORDERINGS).default(DEFAULT_PACK_ORDERING),
});
export type PackCursorQuery = z.infer<typeof PackCursorQuerySchema>;

/** Editions of one pack in the edition browser drawer, by edition number. */
export const EditionCursorQuerySchema = CursorQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(12),
  available_only: QueryBoolean.optional(),
});
export type EditionCursorQuery = z.infer<typeof EditionCursorQuerySchema>;

/** When a listing counts as new, and as expiring soon (docs/decisions/033-marketplace-filters.md). */
export const NEW_LISTING_WINDOW_MS = 7 * 86_400_000;
export const EXPIRING_SOON_WINDOW_MS = 3 * 86_400_000;

/** The marketplace filter panel (v3 `filters`): options with counts for each field. */
export const MarketplaceFiltersSchema = z.object({
  category: z.array(FilterOptionSchema),
  status: z.array(FilterOptionSchema),
  producer: z.array(FilterOptionSchema),
  whiskyType: z.array(FilterOptionSchema),
  wineType: z.array(FilterOptionSchema),
  country: z.array(FilterOptionSchema),
  region: z.array(FilterOptionSchema),
  bottleSize: z.array(FilterOptionSchema),
  vintage: z.array(FilterOptionSchema),
  ageStatement: z.array(FilterOptionSchema),
  colour: z.array(FilterOptionSchema),
  primaryGrape: z.array(FilterOptionSchema),
  bottler: z.array(FilterOptionSchema),
  experience: z.array(FilterOptionSchema),
  release: z.array(FilterOptionSchema),
  price: z.object({ min: z.number(), max: z.number() }),
});
export type MarketplaceFilters = z.infer<typeof MarketplaceFiltersSchema>;
