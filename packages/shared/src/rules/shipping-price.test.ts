import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billableHalfKilograms, HONG_KONG_LICENCE_REQUIRED_MESSAGE, quoteShipping, shippingZoneOf } from './shipping-price';
import { SUPPORTED_SHIPPING_COUNTRY_CODES } from '../reference/shipping-coverage';

const bottle = { weightKg: 1.5, abv: 46 };

describe('the shipping fee (decision 271)', () => {
  it('prices the contiguous US at $35 + $3 per started half kilogram', () => {
    expect(quoteShipping({ countryAlpha3: 'USA', state: 'NY', city: 'New York', ...bottle })).toMatchObject({ ok: true, zone: 'domestic', totalCents: 35_00 + 3 * 3_00, surchargeCents: 0 });
    expect(billableHalfKilograms(0.2)).toBe(1);
    expect(billableHalfKilograms(1.5)).toBe(3);
    expect(billableHalfKilograms(1.51)).toBe(4);
  });

  it('adds $9 per started kilogram for Anchorage and Hawaii (spec §9)', () => {
    const anchorage = quoteShipping({ countryAlpha3: 'USA', state: 'AK', city: 'Anchorage', ...bottle });
    const hawaii = quoteShipping({ countryAlpha3: 'USA', state: 'HI', city: 'Honolulu', ...bottle });
    expect(anchorage).toMatchObject({ ok: true, surchargeCents: 2 * 9_00 });
    expect(hawaii).toMatchObject({ ok: true, surchargeCents: 2 * 9_00 });
    expect(quoteShipping({ countryAlpha3: 'USA', state: 'HI', city: 'Hilo', weightKg: 0.75, abv: 40 })).toMatchObject({ surchargeCents: 9_00 });
  });

  it('refuses what the coverage refuses: Canada, France, Alaska outside Anchorage, the five states, territories and bases', () => {
    for (const [countryAlpha3, state, city, reason] of [
      ['CAN', '', 'Toronto', 'country_not_supported'],
      ['FRA', '', 'Paris', 'country_not_supported'],
      ['USA', 'AK', 'Juneau', 'outside_anchorage'],
      ['USA', 'AR', 'Little Rock', 'state_not_supported'],
      ['USA', 'IA', 'Des Moines', 'state_not_supported'],
      ['USA', 'MS', 'Jackson', 'state_not_supported'],
      ['USA', 'NH', 'Concord', 'state_not_supported'],
      ['USA', 'UT', 'Salt Lake City', 'state_not_supported'],
      ['USA', 'PR', 'San Juan', 'territory'],
      ['USA', 'AE', 'APO', 'military'],
    ] as const) {
      expect(quoteShipping({ countryAlpha3, state, city, ...bottle }), `${countryAlpha3} ${state}`).toMatchObject({ ok: false, reason });
    }
  });

  it('asks Hong Kong for a licence above 30 % ABV only', () => {
    const hk = { countryAlpha3: 'HKG', city: 'Hong Kong', weightKg: 1.5 };
    expect(quoteShipping({ ...hk, abv: 46 })).toEqual({ ok: false, reason: 'licence_required', message: HONG_KONG_LICENCE_REQUIRED_MESSAGE });
    expect(quoteShipping({ ...hk, abv: 30 })).toMatchObject({ ok: true, zone: 'worldwide' });
    expect(quoteShipping({ ...hk, abv: 46, hongKongLicence: 'HK-1' })).toMatchObject({ ok: true });
  });

  it('prices every supported country, more abroad than at home, and more for a heavier bottle', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUPPORTED_SHIPPING_COUNTRY_CODES.filter((code) => code !== 'USA')), fc.double({ min: 0.1, max: 20, noNaN: true }), (country, weightKg) => {
        const light = quoteShipping({ countryAlpha3: country, city: 'X', weightKg, abv: 12 });
        const heavy = quoteShipping({ countryAlpha3: country, city: 'X', weightKg: weightKg + 0.5, abv: 12 });
        const home = quoteShipping({ countryAlpha3: 'USA', state: 'NY', city: 'X', weightKg, abv: 12 });
        if (!light.ok || !heavy.ok || !home.ok) throw new Error('a supported country was refused');
        expect(light.totalCents).toBeGreaterThan(home.totalCents);
        expect(heavy.totalCents).toBeGreaterThan(light.totalCents);
        expect(['europe', 'worldwide']).toContain(shippingZoneOf(country));
      }),
    );
  });
});
