import { sql, type SQL } from 'drizzle-orm';
import { EXPIRING_SOON_WINDOW_MS, NEW_LISTING_WINDOW_MS, type MarketplaceFilterQuery } from '@caskmark/shared/api/marketplace-query';
import { dollarsToCents } from '@caskmark/shared/money/cents';
import { fieldError } from '../../../platform/errors';
import { nowParam } from './pack-summary';
import { inList } from './run';

/** A `%term%` pattern for ILIKE with the wildcards of the term escaped. */
export function containsPattern(term: string): string {
  return `%${term.trim().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

const lowered = (values: readonly string[]) => values.map((value) => value.toLowerCase());

/** Bottle attributes of the filter panel, by query key → products column. */
const ATTRIBUTE_COLUMNS = {
  category: { column: 'category', text: true },
  product_type: { column: 'category', text: true },
  whisky_type: { column: 'whisky_type', text: true },
  wine_type: { column: 'wine_type', text: true },
  country: { column: 'country', text: true },
  region: { column: 'region', text: true },
  colour: { column: 'colour', text: true },
  primary_grape: { column: 'primary_grape', text: true },
  bottler: { column: 'bottler', text: true },
  experience: { column: 'experience', text: true },
  bottle_size: { column: 'bottle_size_ml', text: false },
  vintage: { column: 'vintage', text: false },
  age_statement: { column: 'age_statement', text: false },
} as const;

/**
 * Conditions over a product row `pr` for every bottle attribute the query names; text values match
 * case-insensitively. Used for packs (via `exists`), editions and listings alike.
 */
export function productAttributeConditions(query: MarketplaceFilterQuery, product = sql.raw('pr')): SQL[] {
  const conditions: SQL[] = [];
  for (const [key, spec] of Object.entries(ATTRIBUTE_COLUMNS) as Array<[keyof typeof ATTRIBUTE_COLUMNS, (typeof ATTRIBUTE_COLUMNS)[keyof typeof ATTRIBUTE_COLUMNS]]>) {
    const values = query[key] as ReadonlyArray<string | number> | undefined;
    if (!values?.length) continue;
    const column = sql`${product}.${sql.identifier(spec.column)}`;
    conditions.push(spec.text ? inList(sql`lower(${column})`, lowered(values as string[])) : inList(column, values));
  }
  return conditions;
}

/**
 * The panel's `min_price`/`max_price` (USD) over a column of cents. The bounds go through the money
 * module (decision 011) so a typed 19.99 is 1999 cents, never a float product.
 */
export function priceRangeConditions(query: Pick<MarketplaceFilterQuery, 'min_price' | 'max_price'>, centsColumn: SQL): SQL[] {
  const { min_price: min, max_price: max } = query;
  if (min !== undefined && max !== undefined && min > max) {
    throw fieldError('min_price', 'The minimum price cannot be above the maximum price.');
  }
  const conditions: SQL[] = [];
  if (min !== undefined) conditions.push(sql`${centsColumn} >= ${dollarsToCents(min)}`);
  if (max !== undefined) conditions.push(sql`${centsColumn} <= ${dollarsToCents(max)}`);
  return conditions;
}

/** Search by brand and release (the header search), also matching pack names. */
export function searchCondition(term: string): SQL {
  const pattern = containsPattern(term);
  return sql`(b.name ilike ${pattern} or r.product_title ilike ${pattern} or r.slug ilike ${pattern} or p.name ilike ${pattern})`;
}

/** Conditions that only need catalogue rows: over `p` (release_packs), `r` (releases), `b` (brands). */
export function packCandidateConditions(query: MarketplaceFilterQuery, now: Date, options: { attributes?: boolean } = {}): SQL[] {
  const conditions: SQL[] = [];
  if (query.brand_name?.trim()) conditions.push(sql`b.name ilike ${containsPattern(query.brand_name)}`);
  if (query.brand_slug?.length) conditions.push(inList(sql`b.slug`, query.brand_slug));
  if (query.product_title?.trim()) {
    const pattern = containsPattern(query.product_title);
    conditions.push(sql`(r.product_title ilike ${pattern} or p.name ilike ${pattern})`);
  }
  if (query.search?.trim()) conditions.push(searchCondition(query.search));
  if (query.release?.length) conditions.push(sql`(${inList(sql`r.slug`, query.release)} or ${inList(sql`r.public_pk::text`, lowered(query.release))})`);
  if (query.release_style?.length) conditions.push(inList(sql`r.release_style`, query.release_style));
  if (query.is_bundle !== undefined) conditions.push(sql`p.is_bundle = ${query.is_bundle}`);
  const attributes = options.attributes === false ? [] : productAttributeConditions(query);
  if (attributes.length) {
    conditions.push(sql`exists (
      select 1 from editions fe join products pr on pr.public_pk = fe.product_pk
      where fe.release_pack_pk = p.public_pk and ${sql.join(attributes, sql` and `)})`);
  }
  if (query.listings_owner?.trim()) {
    conditions.push(sql`exists (
      select 1 from editions fe
      join edition_nfts fn on fn.edition_pk = fe.public_pk
      join listing_items fli on fli.edition_nft_pk = fn.public_pk
      join listings fl on fl.public_pk = fli.listing_pk
      join users fu on fu.public_pk = fl.seller_pk
      where fe.release_pack_pk = p.public_pk and fl.status = 'active' and fl.valid_until > ${nowParam(now)}
        and lower(fu.handler) = ${query.listings_owner.trim().replace(/^@/, '').toLowerCase()})`);
  }
  return conditions;
}

/**
 * Whether every filter of `query` is over releases and brands (brand name or slug, release, style):
 * then a release's figures are over all its packs, as `release_summaries` keeps them (decision 363).
 */
export function filtersOnlyReleases(query: MarketplaceFilterQuery, now: Date): boolean {
  const releaseLevel = { brand_name: undefined, brand_slug: undefined, release: undefined, release_style: undefined };
  const packLevel = { ...query, ...releaseLevel };
  return packCandidateConditions(packLevel, now).length === 0 && packSummaryConditions(query, now).length === 0;
}

/** Conditions over computed `summary` columns (prices, availability, listings, status). */
export function packSummaryConditions(query: MarketplaceFilterQuery, now: Date): SQL[] {
  const conditions: SQL[] = priceRangeConditions(query, sql.raw('min_price_cents'));
  if (query.primary_available !== undefined) conditions.push(query.primary_available ? sql`primary_available > 0` : sql`primary_available = 0`);
  const listed = query.secondary_available ?? query.is_listed;
  if (listed !== undefined) conditions.push(listed ? sql`listed_count > 0` : sql`listed_count = 0`);
  if (query.new_listing) conditions.push(sql`newest_listing_ms >= ${now.getTime() - NEW_LISTING_WINDOW_MS}`);
  if (query.expiring_soon) conditions.push(sql`soonest_expiry_ms <= ${now.getTime() + EXPIRING_SOON_WINDOW_MS}`);
  if (query.status?.length) {
    const byStatus: Record<string, SQL> = {
      available: sql`primary_available > 0`,
      upcoming: sql`sale_status = 'upcoming'`,
      listed: sql`listed_count > 0`,
      sold_out: sql`(sale_status <> 'upcoming' and primary_available = 0)`,
    };
    conditions.push(sql`(${sql.join(query.status.map((status) => byStatus[status]!), sql` or `)})`);
  }
  return conditions;
}
