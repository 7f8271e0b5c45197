import { describe, expect, it } from 'vitest';
import { PICKUP_LOCATIONS } from '@caskmark/shared/reference/pickup-locations';
import { SUPPORTED_SHIPPING_COUNTRY_CODES } from '@caskmark/shared/reference/shipping-coverage';
import {
  filterCoverageRows,
  filterPickupLocations,
  OVERVIEW_ROWS,
  pageOf,
  SHIPPING_PAGE_SIZE,
  UNSUPPORTED_COUNTRY_ROWS,
} from './shipping-rows';

describe('shipping information rows', () => {
  it('shows 25 rows per page (spec part 1 §9)', () => {
    expect(SHIPPING_PAGE_SIZE).toBe(25);
    const first = pageOf(UNSUPPORTED_COUNTRY_ROWS, 1);
    expect(first.items).toHaveLength(25);
    expect(first).toMatchObject({ page: 1, from: 1, to: 25, total: UNSUPPORTED_COUNTRY_ROWS.length });
  });

  it('lists every supported country as Supported in the overview, and none of them among the countries we cannot ship to', () => {
    const supported = OVERVIEW_ROWS.filter((row) => !row.key.startsWith('USA-'));
    expect(supported.map((row) => row.key).sort()).toEqual([...SUPPORTED_SHIPPING_COUNTRY_CODES].sort());
    expect(supported.every((row) => row.status === 'Supported')).toBe(true);
    const unsupported = new Set(UNSUPPORTED_COUNTRY_ROWS.map((row) => row.key));
    for (const code of SUPPORTED_SHIPPING_COUNTRY_CODES) expect(unsupported.has(code)).toBe(false);
  });

  it('lists the spec\'s examples of countries we cannot ship to', () => {
    const names = UNSUPPORTED_COUNTRY_ROWS.map((row) => row.location);
    for (const name of ['Canada', 'Brazil', 'India', 'Mexico', 'Spain', 'France', 'Italy', 'Poland', 'Sweden', 'Ukraine']) {
      expect(names).toContain(name);
    }
  });

  it('flags the undeliverable US states, and keeps the Alaska and Hawaii conditions', () => {
    const byName = new Map(OVERVIEW_ROWS.map((row) => [row.location, row]));
    for (const name of ['Arkansas', 'Iowa', 'Mississippi', 'New Hampshire', 'Utah', 'Puerto Rico', 'Armed Forces Pacific']) {
      expect(byName.get(name)?.status).toBe('Not Supported');
    }
    expect(byName.get('Alaska')).toMatchObject({ status: 'Supported' });
    expect(byName.get('Alaska')?.detail).toMatch(/Anchorage only/);
    expect(byName.get('Hawaii')?.detail).toMatch(/\$9 per kg/);
    expect(byName.get('New York')?.status).toBe('Supported');
  });

  it('searches by country or state name, ignoring case and accents, and by code', () => {
    expect(filterCoverageRows(OVERVIEW_ROWS, 'JAPAN').map((row) => row.location)).toEqual(['Japan']);
    expect(filterCoverageRows(OVERVIEW_ROWS, 'new ham').map((row) => row.location)).toEqual(['New Hampshire']);
    expect(filterCoverageRows(UNSUPPORTED_COUNTRY_ROWS, 'aland').map((row) => row.location)).toEqual(['Åland Islands']);
    expect(filterCoverageRows(UNSUPPORTED_COUNTRY_ROWS, 'CAN').some((row) => row.location === 'Canada')).toBe(true);
    expect(filterCoverageRows(OVERVIEW_ROWS, '   ')).toBe(OVERVIEW_ROWS);
    expect(filterCoverageRows(OVERVIEW_ROWS, 'atlantis')).toEqual([]);
  });

  it('searches pickup locations by name, city, state and country', () => {
    expect(filterPickupLocations(PICKUP_LOCATIONS, 'panama').map((location) => location.name)).toEqual([
      'Tocumen International Airport',
    ]);
    expect(filterPickupLocations(PICKUP_LOCATIONS, 'el paso')).toHaveLength(1);
    expect(filterPickupLocations(PICKUP_LOCATIONS, 'TX').length).toBeGreaterThan(3);
  });

  it('clamps a page past the end to the last page, and an empty list to one empty page', () => {
    const rows = Array.from({ length: 60 }, (_, index) => index);
    expect(pageOf(rows, 9)).toMatchObject({ page: 3, from: 51, to: 60, totalPages: 3 });
    expect(pageOf(rows, 0).page).toBe(1);
    expect(pageOf([], 1)).toMatchObject({ items: [], page: 1, totalPages: 1, from: 0, to: 0, total: 0 });
  });
});
