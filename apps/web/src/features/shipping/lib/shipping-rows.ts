import { COUNTRIES, countryName } from '@caskmark/shared/reference/countries';
import type { PickupLocation } from '@caskmark/shared/reference/pickup-locations';
import { isShippingSupported, SUPPORTED_SHIPPING_COUNTRY_CODES } from '@caskmark/shared/reference/shipping-coverage';
import { US_ARMED_FORCES, US_STATES, US_TERRITORIES } from '@caskmark/shared/reference/us-states';

/** Rows per page of every shipping table (spec part 1 §9: shipping table 25). */
export const SHIPPING_PAGE_SIZE = 25;

export type ShippingStatus = 'Supported' | 'Not Supported';

export interface CoverageRow {
  key: string;
  location: string;
  /** The country a US state belongs to, or a delivery condition. */
  detail?: string;
  status: ShippingStatus;
  /** Extra words the search matches (codes, the parent country). */
  keywords: string;
}

const US = countryName('USA');

function statusOf(supported: boolean): ShippingStatus {
  return supported ? 'Supported' : 'Not Supported';
}

/** Overview: the countries we ship to, then every US state, territory and military code with its flag. */
export const OVERVIEW_ROWS: readonly CoverageRow[] = [
  ...SUPPORTED_SHIPPING_COUNTRY_CODES.map((code) => ({ key: code, location: countryName(code), status: 'Supported' as const, keywords: code }))
    .sort((a, b) => a.location.localeCompare(b.location, 'en')),
  ...US_STATES.map((state) => ({
    key: `USA-${state.code}`,
    location: state.name,
    detail: state.note ? `${US} · ${state.note}` : US,
    status: statusOf(state.supported),
    keywords: `${state.code} USA ${US}`,
  })),
  ...[...US_TERRITORIES, ...US_ARMED_FORCES].map((region) => ({
    key: `USA-${region.code}`,
    location: region.name,
    detail: US,
    status: 'Not Supported' as const,
    keywords: `${region.code} USA ${US}`,
  })),
];

/** Every ISO country we cannot ship to. */
export const UNSUPPORTED_COUNTRY_ROWS: readonly CoverageRow[] = COUNTRIES.filter((country) => !isShippingSupported(country.alpha3)).map(
  (country) => ({
    key: country.alpha3,
    location: country.name,
    status: 'Not Supported' as const,
    keywords: `${country.alpha2} ${country.alpha3}`,
  }),
);

/** Lower case without accents, so 'reunion' finds 'Réunion' and 'aland' finds 'Åland Islands'. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

function matchesAllWords(haystack: string, query: string): boolean {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean);
  const text = normalizeSearch(haystack);
  return words.every((word) => text.includes(word));
}

export function filterCoverageRows(rows: readonly CoverageRow[], query: string): readonly CoverageRow[] {
  if (!query.trim()) return rows;
  return rows.filter((row) => matchesAllWords(`${row.location} ${row.detail ?? ''} ${row.keywords}`, query));
}

export function filterPickupLocations(locations: readonly PickupLocation[], query: string): readonly PickupLocation[] {
  if (!query.trim()) return locations;
  return locations.filter((location) =>
    matchesAllWords(
      `${location.name} ${location.address} ${location.city} ${location.state} ${location.zipCode} ${location.country.name} ${location.country.code}`,
      query,
    ),
  );
}

export interface PageSlice<T> {
  items: readonly T[];
  /** The page actually shown, clamped to the pages that exist. */
  page: number;
  totalPages: number;
  from: number;
  to: number;
  total: number;
}

/** One page of rows; a page past the end shows the last page instead of an empty table. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize = SHIPPING_PAGE_SIZE): PageSlice<T> {
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  const start = (current - 1) * pageSize;
  const items = rows.slice(start, start + pageSize);
  return { items, page: current, totalPages, from: items.length ? start + 1 : 0, to: start + items.length, total: rows.length };
}
