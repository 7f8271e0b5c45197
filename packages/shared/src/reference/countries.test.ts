import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, findCountryByAlpha2, findCountryByAlpha3 } from './countries';

describe('COUNTRIES (ISO 3166-1)', () => {
  it('lists all 249 ISO 3166-1 countries ("about 240 countries with ISO code and numeric code")', () => {
    expect(COUNTRIES).toHaveLength(249);
  });

  it('gives every country a unique 2-letter, 3-letter and 3-digit numeric code', () => {
    for (const country of COUNTRIES) {
      expect(country.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(country.numeric).toMatch(/^\d{3}$/);
      expect(country.name.trim()).toBe(country.name);
    }
    for (const key of ['alpha2', 'alpha3', 'numeric', 'name'] as const) {
      expect(new Set(COUNTRIES.map((country) => country[key])).size).toBe(COUNTRIES.length);
    }
  });

  it('is in alphabetical order of name', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each([
    ['USA', 'US', '840', 'United States'],
    ['GBR', 'GB', '826', 'United Kingdom'],
    ['AFG', 'AF', '004', 'Afghanistan'],
    ['KOR', 'KR', '410', 'South Korea'],
    ['PRK', 'KP', '408', 'North Korea'],
    ['TWN', 'TW', '158', 'Taiwan'],
    ['VAT', 'VA', '336', 'Vatican City'],
    ['REU', 'RE', '638', 'Reunion'],
    ['MAC', 'MO', '446', 'Macau'],
    ['CZE', 'CZ', '203', 'Czechia'],
    ['PAN', 'PA', '591', 'Panama'],
    ['CAN', 'CA', '124', 'Canada'],
  ])('%s is %s / %s (%s)', (alpha3, alpha2, numeric, name) => {
    expect(findCountryByAlpha3(alpha3)).toEqual({ alpha3, alpha2, numeric, name });
    expect(findCountryByAlpha2(alpha2)?.alpha3).toBe(alpha3);
  });

  it('looks codes up case-insensitively and falls back to the code for an unknown name', () => {
    expect(findCountryByAlpha3('usa')?.name).toBe('United States');
    expect(findCountryByAlpha2('gb')?.alpha3).toBe('GBR');
    expect(findCountryByAlpha3('XXX')).toBeUndefined();
    expect(countryName('JPN')).toBe('Japan');
    expect(countryName('XXX')).toBe('XXX');
  });
});
