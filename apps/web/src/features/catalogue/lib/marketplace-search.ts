import type { MarketplaceFilters } from '@caskmark/shared/api/marketplace-query';
import { DEFAULT_RELEASE_ORDERING, RELEASE_ORDERINGS } from '@caskmark/shared/catalogue/orderings';

type OptionFieldKey = Exclude<keyof MarketplaceFilters, 'price'>;

export interface FilterFieldDefinition {
  /** The key of the field in the `filters` answer. */
  key: OptionFieldKey;
  /** The query parameter, in the page URL and in the API call alike. */
  param: string;
  label: string;
  /** In the spec's panel but not shown (Age Statement); a shared URL may still carry it. */
  hidden?: boolean;
}

/** The filter panel fields in the spec's order (part 2 §7); Price sits after Status. */
export const FILTER_FIELDS: readonly FilterFieldDefinition[] = [
  { key: 'category', param: 'category', label: 'Category' },
  { key: 'status', param: 'status', label: 'Status' },
  { key: 'producer', param: 'brand_slug', label: 'Producer' },
  { key: 'whiskyType', param: 'whisky_type', label: 'Whisk(e)y Type' },
  { key: 'wineType', param: 'wine_type', label: 'Wine Type' },
  { key: 'country', param: 'country', label: 'Country' },
  { key: 'region', param: 'region', label: 'Region' },
  { key: 'bottleSize', param: 'bottle_size', label: 'Bottle Size' },
  { key: 'vintage', param: 'vintage', label: 'Vintage' },
  { key: 'ageStatement', param: 'age_statement', label: 'Age Statement', hidden: true },
  { key: 'colour', param: 'colour', label: 'Colour' },
  { key: 'primaryGrape', param: 'primary_grape', label: 'Primary Grape' },
  { key: 'bottler', param: 'bottler', label: 'Bottler' },
  { key: 'experience', param: 'experience', label: 'Experience' },
  { key: 'release', param: 'release', label: 'Release' },
];

export interface MarketplaceSearch {
  /** Selected values by query parameter. */
  values: Record<string, string[]>;
  minPrice: number | null;
  maxPrice: number | null;
  ordering: string;
}

export const EMPTY_SEARCH: MarketplaceSearch = { values: {}, minPrice: null, maxPrice: null, ordering: DEFAULT_RELEASE_ORDERING };

function parsePrice(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Reads the filters and ordering from the page URL. Anything unknown or malformed is dropped, so a
 * hand-edited link shows a sensible page rather than an error.
 */
export function parseMarketplaceSearch(params: URLSearchParams): MarketplaceSearch {
  const values: Record<string, string[]> = {};
  for (const field of FILTER_FIELDS) {
    const list = (params.get(field.param) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (list.length) values[field.param] = [...new Set(list)];
  }
  const ordering = params.get('ordering');
  return {
    values,
    minPrice: parsePrice(params.get('min_price')),
    maxPrice: parsePrice(params.get('max_price')),
    ordering: ordering && (RELEASE_ORDERINGS as readonly string[]).includes(ordering) ? ordering : DEFAULT_RELEASE_ORDERING,
  };
}

/** The URL form: only what differs from the defaults, fields in panel order, values sorted. */
export function marketplaceSearchParams(search: MarketplaceSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const list = search.values[field.param];
    if (list?.length) params.set(field.param, [...list].sort().join(','));
  }
  if (search.minPrice !== null) params.set('min_price', String(search.minPrice));
  if (search.maxPrice !== null) params.set('max_price', String(search.maxPrice));
  if (search.ordering !== DEFAULT_RELEASE_ORDERING) params.set('ordering', search.ordering);
  return params;
}

export function marketplaceSearchKey(search: MarketplaceSearch): string {
  return marketplaceSearchParams(search).toString();
}

/** The query of the release-pack reads. */
export function marketplaceApiQuery(search: MarketplaceSearch): Record<string, string | number | string[]> {
  const query: Record<string, string | number | string[]> = { ordering: search.ordering };
  for (const field of FILTER_FIELDS) {
    const list = search.values[field.param];
    if (list?.length) query[field.param] = [...list].sort();
  }
  if (search.minPrice !== null) query.min_price = search.minPrice;
  if (search.maxPrice !== null) query.max_price = search.maxPrice;
  return query;
}

export function toggleValue(search: MarketplaceSearch, param: string, value: string): MarketplaceSearch {
  const current = search.values[param] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  const values = { ...search.values };
  if (next.length) values[param] = next;
  else delete values[param];
  return { ...search, values };
}

export function activeFilterCount(search: MarketplaceSearch): number {
  const listed = Object.values(search.values).reduce((sum, list) => sum + list.length, 0);
  return listed + (search.minPrice !== null || search.maxPrice !== null ? 1 : 0);
}

export function clearFilters(search: MarketplaceSearch): MarketplaceSearch {
  return { ...EMPTY_SEARCH, ordering: search.ordering };
}
