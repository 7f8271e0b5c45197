import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import type { FilterOption } from '@caskmark/shared/api/catalogue';
import { MARKETPLACE_STATUS_LABELS, MARKETPLACE_STATUSES, type MarketplaceFilters } from '@caskmark/shared/api/marketplace-query';
import { dollars, packSummaryCte, prepareSummaries, rowsOf, storedSummary } from '../catalogue/public';

/** Field of the filter panel → products column; each option counts the packs holding such a bottle. */
const ATTRIBUTE_FIELDS = [
  ['category', 'category'],
  ['whiskyType', 'whisky_type'],
  ['wineType', 'wine_type'],
  ['country', 'country'],
  ['region', 'region'],
  ['bottleSize', 'bottle_size_ml'],
  ['vintage', 'vintage'],
  ['ageStatement', 'age_statement'],
  ['colour', 'colour'],
  ['primaryGrape', 'primary_grape'],
  ['bottler', 'bottler'],
  ['experience', 'experience'],
] as const;

const NUMERIC_FIELDS = new Set(['bottleSize', 'vintage', 'ageStatement']);

export function bottleSizeLabel(ml: number): string {
  if (ml >= 1000) return `${(ml / 1000).toLocaleString('en-US', { maximumFractionDigits: 2 })} L`;
  return `${ml / 10} cl`;
}

function optionLabel(field: string, value: string): string {
  if (field === 'bottleSize') return bottleSizeLabel(Number(value));
  if (field === 'ageStatement') return `${value} ${value === '1' ? 'year' : 'years'}`;
  return value;
}

interface OptionRow {
  field: string;
  value: string;
  label: string;
  count: number;
}

interface StatusRow {
  available: number;
  upcoming: number;
  listed: number;
  sold_out: number;
  min_price_cents: number | null;
  max_price_cents: number | null;
}

/**
 * `GET /api/marketplace/v3/filters`: every option of the panel with how many release packs match it,
 * over the whole browsable catalogue. Two statements whatever the catalogue's size.
 */
export async function marketplaceFilters(db: DbOrTx, now: Date): Promise<MarketplaceFilters> {
  const attributeSelects = ATTRIBUTE_FIELDS.map(
    ([field, column]) =>
      sql`select ${field}::text as field, ${sql.identifier(column)}::text as value, ${sql.identifier(column)}::text as label, count(distinct pack_pk)::int as count
        from pack_products where ${sql.identifier(column)} is not null group by ${sql.identifier(column)}`,
  );
  const source = await prepareSummaries(db, now);
  const [options, [status]] = await Promise.all([
    rowsOf<OptionRow>(
      db,
      sql`with pack_products as (
        select distinct e.release_pack_pk as pack_pk, pr.*
        from editions e join products pr on pr.public_pk = e.product_pk
      )
      ${sql.join(attributeSelects, sql` union all `)}
      union all
      select 'producer', b.slug, b.name, count(distinct p.public_pk)::int
        from brands b join releases r on r.brand_pk = b.public_pk join release_packs p on p.release_pk = r.public_pk
        group by b.slug, b.name
      union all
      select 'release', r.slug, r.product_title, count(distinct p.public_pk)::int
        from releases r join release_packs p on p.release_pk = r.public_pk
        group by r.slug, r.product_title`,
    ),
    rowsOf<StatusRow>(
      db,
      // The maintained summaries when exact (decision 312); computed inside a transaction.
      sql`${source === 'table' ? sql`with summary as (select * from ${storedSummary([])} k)` : packSummaryCte({ now, candidates: [], source })}
      select
        (count(*) filter (where primary_available > 0))::int as available,
        (count(*) filter (where sale_status = 'upcoming'))::int as upcoming,
        (count(*) filter (where listed_count > 0))::int as listed,
        (count(*) filter (where sale_status <> 'upcoming' and primary_available = 0))::int as sold_out,
        min(min_price_cents)::float8 as min_price_cents,
        max(min_price_cents)::float8 as max_price_cents
      from summary`,
    ),
  ]);

  const filters: MarketplaceFilters = {
    category: [], status: [], producer: [], whiskyType: [], wineType: [], country: [], region: [], bottleSize: [], vintage: [],
    ageStatement: [], colour: [], primaryGrape: [], bottler: [], experience: [], release: [],
    price: { min: Math.floor(dollars(status?.min_price_cents) ?? 0), max: Math.ceil(dollars(status?.max_price_cents) ?? 0) },
  };
  for (const row of options) {
    const list = filters[row.field as Exclude<keyof MarketplaceFilters, 'price'>];
    list.push({ value: row.value, label: optionLabel(row.field, row.label), count: row.count });
  }
  for (const [field, list] of Object.entries(filters) as Array<[keyof MarketplaceFilters, FilterOption[] | MarketplaceFilters['price']]>) {
    if (!Array.isArray(list)) continue;
    if (NUMERIC_FIELDS.has(field)) list.sort((a, b) => Number(a.value) - Number(b.value));
    else list.sort((a, b) => a.label.localeCompare(b.label, 'en'));
  }
  filters.status = MARKETPLACE_STATUSES.map((value) => ({ value, label: MARKETPLACE_STATUS_LABELS[value], count: status?.[value] ?? 0 }));
  return filters;
}
