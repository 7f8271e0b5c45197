import { DEFAULT_LISTING_ORDERING, LISTING_ORDERINGS } from '@caskmark/shared/catalogue/orderings';
import type { ListingSort, ListingSortColumn } from '../components/listings-table';

/** Marketplace pages of 10 (part 2 §9). */
export const LISTINGS_PAGE_SIZE = 10;

const COLUMN_FIELDS: Record<ListingSortColumn, string> = { seller: 'listing_handler', price: 'min_price_usd', expiration: 'valid_until' };

/** The sort choices of the mobile card list, which has no column headers to click. */
export const LISTING_SORT_OPTIONS: { value: string; label: string }[] = [
  { value: 'valid_until', label: 'Expiring soonest' },
  { value: '-valid_until', label: 'Expiring latest' },
  { value: 'min_price_usd', label: 'Price: low to high' },
  { value: '-min_price_usd', label: 'Price: high to low' },
  { value: 'listing_handler', label: 'Seller: A to Z' },
  { value: '-listing_handler', label: 'Seller: Z to A' },
];

export interface ListingsSearch {
  ordering: string;
  minPrice: number | null;
  maxPrice: number | null;
  page: number;
}

function price(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export function parseListingsSearch(params: URLSearchParams): ListingsSearch {
  const ordering = params.get('ordering');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    ordering: ordering && (LISTING_ORDERINGS as readonly string[]).includes(ordering) ? ordering : DEFAULT_LISTING_ORDERING,
    minPrice: price(params.get('min_price')),
    maxPrice: price(params.get('max_price')),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

export function listingsSearchParams(search: ListingsSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.ordering !== DEFAULT_LISTING_ORDERING) params.set('ordering', search.ordering);
  if (search.minPrice !== null) params.set('min_price', String(search.minPrice));
  if (search.maxPrice !== null) params.set('max_price', String(search.maxPrice));
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

export function listingsApiQuery(search: ListingsSearch) {
  return { ordering: search.ordering, min_price: search.minPrice, max_price: search.maxPrice, page: search.page, size: LISTINGS_PAGE_SIZE };
}

export function sortOf(ordering: string): ListingSort {
  const direction = ordering.startsWith('-') ? 'desc' : 'asc';
  const field = ordering.replace(/^-/, '');
  const column = (Object.keys(COLUMN_FIELDS) as ListingSortColumn[]).find((key) => COLUMN_FIELDS[key] === field) ?? 'expiration';
  return { column, direction };
}

/** A click on a column header: first ascending, again for descending. */
export function nextOrdering(current: string, column: ListingSortColumn): string {
  const sort = sortOf(current);
  const field = COLUMN_FIELDS[column];
  const ordering = sort.column === column && sort.direction === 'asc' ? `-${field}` : field;
  return (LISTING_ORDERINGS as readonly string[]).includes(ordering) ? ordering : current;
}
