import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RELEASE_STYLES } from '@caskmark/shared/catalogue/release-styles';
import { at, cents, createdAt, publicPk, updatedAt } from './columns';
import { users } from './users';

export const brands = pgTable(
  'brands',
  {
    publicPk: publicPk(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    country: text('country').notNull().default(''),
    category: text('category').notNull().default(''),
    logo: text('logo').notNull().default(''),
    heroImage: text('hero_image').notNull().default(''),
    website: text('website').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug), uniqueIndex('brands_name_key').on(t.name)],
);

/** A bottle as the producer describes it; the marketplace filter panel reads these attributes. */
export const products = pgTable(
  'products',
  {
    publicPk: publicPk(),
    brandPk: uuid('brand_pk').notNull().references(() => brands.publicPk),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    whiskyType: text('whisky_type'),
    wineType: text('wine_type'),
    country: text('country').notNull(),
    region: text('region'),
    bottleSizeMl: integer('bottle_size_ml').notNull(),
    vintage: integer('vintage'),
    ageStatement: integer('age_statement'),
    colour: text('colour'),
    primaryGrape: text('primary_grape'),
    bottler: text('bottler'),
    experience: text('experience'),
    abv: numeric('abv', { precision: 4, scale: 1 }).notNull(),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2 }).notNull(),
    image: text('image').notNull().default(''),
    video: text('video').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandPk),
    // The filter panel narrows by these first; the other attributes are rare enough to scan.
    index('products_category_idx').on(t.category),
    index('products_country_idx').on(t.country),
  ],
);


export const releases = pgTable(
  'releases',
  {
    publicPk: publicPk(),
    brandPk: uuid('brand_pk').notNull().references(() => brands.publicPk),
    slug: text('slug').notNull(),
    productTitle: text('product_title').notNull(),
    productDescription: text('product_description').notNull().default(''),
    productVideo: text('product_video').notNull().default(''),
    image: text('image').notNull().default(''),
    releaseStyle: text('release_style', { enum: RELEASE_STYLES }).notNull(),
    lobbyOpenDate: at('lobby_open_date').notNull(),
    lobbyCloseDate: at('lobby_close_date'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isCollaboration: boolean('is_collaboration').notNull().default(false),
    earlyAccessCodeHash: text('early_access_code_hash'),
    votingOpenDate: at('voting_open_date'),
    votingCloseDate: at('voting_close_date'),
    redeemAfter: at('redeem_after'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('releases_slug_key').on(t.slug),
    index('releases_brand_idx').on(t.brandPk),
    index('releases_open_idx').on(t.lobbyOpenDate),
  ],
);

/**
 * What a collector buys or bids on: one bottle type (or, for bundles, several) offered in a release.
 * Auction styles use one pack per lot; its own open/close dates override the release's.
 */
export const releasePacks = pgTable(
  'release_packs',
  {
    publicPk: publicPk(),
    releasePk: uuid('release_pk').notNull().references(() => releases.publicPk),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    video: text('video').notNull().default(''),
    isBundle: boolean('is_bundle').notNull().default(false),
    /** Primary price of one unit (an edition NFT, or the whole bundle) in cents; starting bid for auctions. */
    listingPriceCents: cents('listing_price_cents').notNull(),
    reservePriceCents: cents('reserve_price_cents'),
    lotOpenDate: at('lot_open_date'),
    lotCloseDate: at('lot_close_date'),
    maxPerUser: integer('max_per_user'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('release_packs_release_idx').on(t.releasePk)],
);

/** One product inside a pack, issued as `totalCount` numbered edition NFTs. */
export const editions = pgTable(
  'editions',
  {
    publicPk: publicPk(),
    releasePackPk: uuid('release_pack_pk').notNull().references(() => releasePacks.publicPk),
    productPk: uuid('product_pk').notNull().references(() => products.publicPk),
    totalCount: integer('total_count').notNull(),
    isGenericMetadata: boolean('is_generic_metadata').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('editions_pack_idx').on(t.releasePackPk), index('editions_product_idx').on(t.productPk)],
);

export const editionNftStatuses = ['unsold', 'owned', 'redeemed', 'burned'] as const;

/** A numbered token backed by one physical bottle. */
export const editionNfts = pgTable(
  'edition_nfts',
  {
    publicPk: publicPk(),
    editionPk: uuid('edition_pk').notNull().references(() => editions.publicPk),
    editionNumber: integer('edition_number').notNull(),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }),
    status: text('status', { enum: editionNftStatuses }).notNull().default('unsold'),
    primaryPriceCents: cents('primary_price_cents').notNull(),
    ownerPk: uuid('owner_pk').references(() => users.publicPk),
    ownerAddress: text('owner_address'),
    isInManagedWallet: boolean('is_in_managed_wallet').notNull().default(true),
    isLocked: boolean('is_locked').notNull().default(false),
    reservedForPk: uuid('reserved_for_pk').references(() => users.publicPk),
    goLiveDate: at('go_live_date'),
    soldAt: at('sold_at'),
    redeemedAt: at('redeemed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('edition_nfts_number_key').on(t.editionPk, t.editionNumber),
    uniqueIndex('edition_nfts_token_key').on(t.tokenId).where(sql`${t.tokenId} is not null`),
    index('edition_nfts_owner_idx').on(t.ownerPk),
    // The vault finds editions by the addresses of a person's wallets (connected and managed).
    index('edition_nfts_owner_address_idx').on(sql`lower(${t.ownerAddress})`),
    index('edition_nfts_status_idx').on(t.status),
    // The unfiltered editions list in its default order (decision 320, migration 0033).
    index('edition_nfts_go_live_order_idx').on(t.goLiveDate.desc().nullsLast(), t.editionNumber, t.publicPk),
  ],
);

/** Bid increment ladders per release style (auction, leaderboard, sealed auction). */
export const bidIncrements = pgTable('bid_increments', {
  publicPk: publicPk(),
  releaseStyle: text('release_style', { enum: RELEASE_STYLES }).notNull(),
  steps: jsonb('steps').$type<number[]>().notNull(),
});
