import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, findCanadianProvince } from './canadian-provinces';
import { findUsRegion, US_ARMED_FORCES, US_POSTAL_REGIONS, US_STATES, US_TERRITORIES } from './us-states';

describe('US_STATES', () => {
  it('has the 51 entries of the spec: 50 states plus the District of Columbia', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.find((state) => state.code === 'DC')?.name).toBe('District of Columbia');
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(51);
  });

  it('marks Arkansas, Iowa, Mississippi, New Hampshire and Utah undeliverable and every other state supported', () => {
    const unsupported = US_STATES.filter((state) => !state.supported).map((state) => state.name);
    expect(unsupported).toEqual(['Arkansas', 'Iowa', 'Mississippi', 'New Hampshire', 'Utah']);
  });

  it('supports Alaska only in Anchorage with the $9/kg surcharge note', () => {
    expect(findUsRegion('AK')).toEqual({
      code: 'AK',
      name: 'Alaska',
      supported: true,
      note: 'Anchorage only; extra $9 per kg',
      surchargeCentsPerKg: 900,
      deliverableCities: ['Anchorage'],
    });
  });

  it('supports Hawaii with the $9/kg surcharge', () => {
    expect(findUsRegion('hi')).toMatchObject({ supported: true, note: 'Extra $9 per kg', surchargeCentsPerKg: 900 });
  });

  it('lists territories and the armed-forces codes AA, AE, AP, all undeliverable', () => {
    expect(US_TERRITORIES.map((region) => region.code)).toEqual(['AS', 'GU', 'MP', 'PR', 'UM', 'VI']);
    expect(US_ARMED_FORCES.map((region) => region.code)).toEqual(['AA', 'AE', 'AP']);
    expect([...US_TERRITORIES, ...US_ARMED_FORCES].every((region) => region.supported === false)).toBe(true);
    expect(US_POSTAL_REGIONS).toHaveLength(60);
    expect(new Set(US_POSTAL_REGIONS.map((region) => region.code)).size).toBe(60);
  });
});

describe('CANADIAN_PROVINCES', () => {
  it('lists the 10 provinces and 3 territories with unique two-letter codes', () => {
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(new Set(CANADIAN_PROVINCES.map((province) => province.code)).size).toBe(13);
    expect(findCanadianProvince('qc')?.name).toBe('Quebec');
    expect(findCanadianProvince('ZZ')).toBeUndefined();
  });
});
