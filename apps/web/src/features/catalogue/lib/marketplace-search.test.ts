import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  activeFilterCount,
  clearFilters,
  marketplaceApiQuery,
  marketplaceSearchKey,
  marketplaceSearchParams,
  parseMarketplaceSearch,
  toggleValue,
} from './marketplace-search';

describe('marketplace search in the URL', () => {
  it('reads lists, prices and ordering, dropping what it does not know', () => {
    const search = parseMarketplaceSearch(new URLSearchParams('country=Scotland,Japan,,Scotland&category=Whisky&min_price=100&max_price=abc&ordering=min_price_usd&colour=&nope=1'));
    expect(search).toEqual({ values: { country: ['Scotland', 'Japan'], category: ['Whisky'] }, minPrice: 100, maxPrice: null, ordering: 'min_price_usd' });
  });

  it('falls back to the default ordering for an unknown one', () => {
    expect(parseMarketplaceSearch(new URLSearchParams('ordering=drop_table')).ordering).toBe('-primary_available,min_price_usd');
  });

  it('writes only what differs from the defaults, in panel order with sorted values', () => {
    const search = { values: { country: ['Japan', 'Scotland'], category: ['Whisky'] }, minPrice: 0, maxPrice: null, ordering: '-primary_available,min_price_usd' };
    expect(marketplaceSearchParams(search).toString()).toBe('category=Whisky&country=Japan%2CScotland&min_price=0');
  });

  it('gives the same key whatever order the values were ticked in', () => {
    const a = toggleValue(toggleValue(EMPTY_SEARCH, 'country', 'Japan'), 'country', 'Scotland');
    const b = toggleValue(toggleValue(EMPTY_SEARCH, 'country', 'Scotland'), 'country', 'Japan');
    expect(marketplaceSearchKey(a)).toBe(marketplaceSearchKey(b));
  });

  it('round-trips through the URL', () => {
    const search = { values: { brand_slug: ['glen-aurora'], vintage: ['2012'] }, minPrice: 50, maxPrice: 2000, ordering: 'min_price_usd' };
    expect(parseMarketplaceSearch(marketplaceSearchParams(search))).toEqual(search);
  });

  it('toggles a value on and off, removing the empty list', () => {
    const on = toggleValue(EMPTY_SEARCH, 'region', 'Islay');
    expect(on.values).toEqual({ region: ['Islay'] });
    expect(toggleValue(on, 'region', 'Islay').values).toEqual({});
  });

  it('counts active filters (a price range counts once) and clears them keeping the ordering', () => {
    const search = { values: { country: ['Japan', 'Scotland'] }, minPrice: 10, maxPrice: 20, ordering: 'name' };
    expect(activeFilterCount(search)).toBe(3);
    expect(clearFilters(search)).toEqual({ ...EMPTY_SEARCH, ordering: 'name' });
  });

  it('builds the API query with the spec parameter names', () => {
    const search = { values: { brand_slug: ['b', 'a'] }, minPrice: null, maxPrice: 300, ordering: 'min_price_usd' };
    expect(marketplaceApiQuery(search)).toEqual({ ordering: 'min_price_usd', brand_slug: ['a', 'b'], max_price: 300 });
  });
});
