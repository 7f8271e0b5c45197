import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import type { FilterOption } from '@caskmark/shared/api/catalogue';
import { MARKETPLACE_STATUS_LABELS, MARKETPLACE_STATUSES, type MarketplaceFilters } from '@caskmark/shared/api/marketplace-query';
import { dollars, packSummaryCte, prepareSummaries, rowsOf, storedSummary } from '../catalogue/public';
import { filterOptionCounts } from './filter-option-counts';

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
 * over the whole browsable catalogue: the stored option counts and one pass over the pack summaries.
 */
export async function marketplaceFilters(db: DbOrTx, now: Date): Promise<MarketplaceFilters> {
  const source = await prepareSummaries(db, now);
  const [options, [status]] = await Promise.all([
    // Maintained counts (decision 320): they change with the catalogue's shape only.
    filterOptionCounts(db),
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
