import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { minimumDrinkingAge } from './drinking-age';
import { findPickupLocation, PICKUP_LOCATIONS } from './pickup-locations';
import {
  isShippingSupported,
  requiresHongKongLicence,
  shippingCoverage,
  SUPPORTED_SHIPPING_COUNTRY_CODES,
} from './shipping-coverage';
import { findUsRegion } from './us-states';

// The spec's list in its own order and spelling (it says "(40)" but names 41).
const SPEC_SUPPORTED_NAMES = [
  'United States', 'United Kingdom', 'Australia', 'Austria', 'Barbados', 'Belgium', 'Bermuda',
  'British Virgin Islands', 'Cayman Islands', 'Christmas Island', 'Cyprus', 'Czechia', 'Falkland Islands',
  'Germany', 'Gibraltar', 'Greece', 'Greenland', 'Hong Kong', 'Iceland', 'Israel', 'Japan', 'Liechtenstein',
  'Luxembourg', 'Macau', 'Malta', 'New Caledonia', 'New Zealand', 'Norfolk Island', 'Norway', 'Panama',
  'Portugal', 'Reunion', 'San Marino', 'Seychelles', 'Singapore', 'Slovenia', 'South Africa', 'South Korea',
  'Switzerland', 'Taiwan', 'Vatican',
];

describe('supported shipping countries', () => {
  it('supports every country the spec names (41 names under the heading "(40)", as written)', () => {
    expect(SPEC_SUPPORTED_NAMES).toHaveLength(41);
    const codes = SPEC_SUPPORTED_NAMES.map((name) => COUNTRIES.find((country) => country.name.startsWith(name))?.alpha3);
    expect(codes).toEqual(SUPPORTED_SHIPPING_COUNTRY_CODES);
    expect(codes.every((code) => code && isShippingSupported(code))).toBe(true);
  });

  it.each(['CAN', 'BRA', 'IND', 'MEX', 'RUS', 'ESP', 'FRA', 'ITA', 'POL', 'SWE', 'TUR', 'UKR'])(
    'cannot ship to %s, one of the examples the spec names',
    (code) => {
      expect(isShippingSupported(code)).toBe(false);
      expect(shippingCoverage({ countryAlpha3: code })).toMatchObject({ deliverable: false, reason: 'country_not_supported' });
    },
  );

  it('leaves the other 208 ISO countries under "Countries we cannot ship to"', () => {
    expect(COUNTRIES.filter((country) => !isShippingSupported(country.alpha3))).toHaveLength(208);
  });
});

describe('shippingCoverage', () => {
  it.each([
    [{ state: 'NY', city: 'New York' }, true, 0],
    [{ state: 'DC', city: 'Washington' }, true, 0],
    [{ state: 'AK', city: 'Anchorage' }, true, 900],
    [{ state: 'AK', city: ' anchorage ' }, true, 900],
    [{ state: 'AK', city: 'Fairbanks' }, false, 'outside_anchorage'],
    [{ state: 'HI', city: 'Honolulu' }, true, 900],
    [{ state: 'AR' }, false, 'state_not_supported'],
    [{ state: 'IA' }, false, 'state_not_supported'],
    [{ state: 'MS' }, false, 'state_not_supported'],
    [{ state: 'NH' }, false, 'state_not_supported'],
    [{ state: 'UT' }, false, 'state_not_supported'],
    [{ state: 'PR' }, false, 'territory'],
    [{ state: 'GU' }, false, 'territory'],
    [{ state: 'AE' }, false, 'military'],
    [{ state: 'AP' }, false, 'military'],
    [{ state: '' }, false, 'state_required'],
    [{ state: 'ZZ' }, false, 'unknown_state'],
  ])('in the USA %o is deliverable=%s (%s)', (place, deliverable, detail) => {
    const coverage = shippingCoverage({ countryAlpha3: 'USA', ...place });
    expect(coverage.deliverable).toBe(deliverable);
    if (coverage.deliverable) expect(coverage.surchargeCentsPerKg).toBe(detail);
    else expect(coverage.reason).toBe(detail);
  });

  it('notes the Hong Kong licence and that customs are the buyer\'s responsibility', () => {
    expect(shippingCoverage({ countryAlpha3: 'hkg' })).toEqual({
      deliverable: true,
      surchargeCentsPerKg: 0,
      notes: ['Hong Kong requires a license for spirits over 30% alcohol by volume.', "Customs and duties are the buyer's responsibility."],
    });
  });

  it.each([
    ['HKG', 30.1, true],
    ['HKG', 30, false],
    ['HKG', 12, false],
    ['GBR', 60, false],
  ])('a bottle to %s at %s%% ABV needs the Hong Kong licence: %s', (country, abv, needed) => {
    expect(requiresHongKongLicence(country, abv)).toBe(needed);
  });
});

describe('minimumDrinkingAge (spec table)', () => {
  it.each<[string, number]>([
    ['USA', 21],
    ...['AUT', 'BRB', 'BEL', 'LUX', 'REU', 'CHE', 'SMR'].map((code): [string, number] => [code, 16]),
    ['CYP', 17],
    ['MLT', 17],
    ['ISL', 20],
    ['JPN', 20],
    ['KOR', 20],
    ['GBR', 18],
    ['DEU', 18],
    ['usa', 21],
  ])('%s is %i', (code, age) => {
    expect(minimumDrinkingAge(code)).toBe(age);
  });

  it('defaults to 18 without a country', () => {
    expect(minimumDrinkingAge(undefined)).toBe(18);
    expect(minimumDrinkingAge('')).toBe(18);
  });
});

describe('PICKUP_LOCATIONS', () => {
  it('has about 40 locations with unique stable uuids and complete addresses', () => {
    expect(PICKUP_LOCATIONS.length).toBeGreaterThanOrEqual(38);
    expect(PICKUP_LOCATIONS.length).toBeLessThanOrEqual(42);
    expect(new Set(PICKUP_LOCATIONS.map((location) => location.publicPk)).size).toBe(PICKUP_LOCATIONS.length);
    for (const location of PICKUP_LOCATIONS) {
      expect(location.publicPk).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      for (const field of [location.name, location.address, location.city, location.state, location.zipCode]) {
        expect(field.trim().length).toBeGreaterThan(0);
      }
      expect(findPickupLocation(location.publicPk)).toBe(location);
    }
  });

  it('is mostly in the US, in deliverable states, plus exactly one Panama City airport (Tocumen)', () => {
    const outsideUs = PICKUP_LOCATIONS.filter((location) => location.country.code !== 'USA');
    expect(outsideUs.map((location) => [location.name, location.city, location.country])).toEqual([
      ['Tocumen International Airport', 'Panama City', { name: 'Panama', code: 'PAN' }],
    ]);
    const usStates = PICKUP_LOCATIONS.filter((location) => location.country.code === 'USA').map((location) => location.state);
    expect(usStates.every((state) => findUsRegion(state)?.supported)).toBe(true);
  });
});
