import { describe, expect, it } from 'vitest';
import { listingsApiQuery, listingsSearchParams, nextOrdering, parseListingsSearch, sortOf } from './listings-search';

describe('listings search', () => {
  it('reads and writes the URL, defaults left out', () => {
    const search = parseListingsSearch(new URLSearchParams('ordering=-min_price_usd&min_price=5&page=3'));
    expect(search).toEqual({ ordering: '-min_price_usd', minPrice: 5, maxPrice: null, page: 3 });
    expect(listingsSearchParams({ ...search, ordering: 'valid_until', page: 1 }).toString()).toBe('min_price=5');
  });

  it('ignores a bad page or ordering', () => {
    expect(parseListingsSearch(new URLSearchParams('page=0&ordering=evil'))).toMatchObject({ page: 1, ordering: 'valid_until' });
  });

  it('sorts a column ascending first, then descending', () => {
    expect(nextOrdering('valid_until', 'price')).toBe('min_price_usd');
    expect(nextOrdering('min_price_usd', 'price')).toBe('-min_price_usd');
    expect(nextOrdering('valid_until', 'expiration')).toBe('-valid_until');
    expect(sortOf('-valid_until')).toEqual({ column: 'expiration', direction: 'desc' });
  });

  it('asks the server for pages of 10', () => {
    expect(listingsApiQuery({ ordering: 'valid_until', minPrice: null, maxPrice: 10, page: 2 })).toEqual({ ordering: 'valid_until', min_price: null, max_price: 10, page: 2, size: 10 });
  });
});
