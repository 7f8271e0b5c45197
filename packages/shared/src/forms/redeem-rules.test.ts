import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './field-errors';
import { createRedeemFormSchema, PICKUP_DATE_TOO_SOON_MESSAGE, underDrinkingAgeMessage } from './redeem';
import { minimumDrinkingAge } from '../reference/drinking-age';
import { countryName } from '../reference/countries';
import { formatIsoDate } from '../rules/calendar-dates';

/**
 * The redeem form's date rules as the server runs them (decision 270): whatever the time of day on the
 * server's clock, a collector is old enough from the first instant of the birthday on which they reach
 * the destination's legal age, and a pickup is allowed from exactly 45 calendar days ahead.
 */
const photoId = { name: 'passport.png', size: 1000 };
const address = { firstName: 'Ann', lastName: 'Lee', phone: '+1 555 0100', address: '1 Main St', city: 'Anytown', postcode: '12345' };
const COUNTRIES = ['USA', 'AUT', 'BRB', 'BEL', 'LUX', 'REU', 'CHE', 'SMR', 'CYP', 'MLT', 'ISL', 'JPN', 'KOR', 'GBR', 'DEU', 'AUS', 'ZAF'];

function dobErrors(countryCode: string, now: Date, dob: string): string[] | undefined {
  const schema = createRedeemFormSchema({ now, country: { code: countryCode, name: countryName(countryCode) }, acquireMethod: 'delivery' });
  const state = countryCode === 'USA' ? 'NY' : '';
  const result = schema.safeParse({ ...address, state, dob, photoId });
  return result.success ? undefined : toFieldErrors(result.error).dob;
}

/** The calendar date `years` before and `days` after `date`'s UTC day. */
function shift(date: Date, years: number, days: number): string {
  const moved = new Date(Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate() + days));
  return formatIsoDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

// 500 dated cases take ~1 s alone; a loaded CI machine (two cores, the other suites) can take several times that.
const PROPERTY_TIMEOUT_MS = 30_000;

describe('minimum age by country, at the birthday', () => {
  it('accepts on the birthday of the legal age and refuses the day before, at any hour of the server clock', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES),
        fc.date({ min: new Date('2030-01-01T00:00:00Z'), max: new Date('2070-12-31T23:59:59Z'), noInvalidDate: true }),
        (country, now) => {
          const age = minimumDrinkingAge(country);
          const birthday = shift(now, age, 0);
          // 29 February birthdays are exercised by the calendar properties; here the day must exist in both years.
          if (birthday.endsWith('-02-29') || (now.getUTCMonth() === 1 && now.getUTCDate() === 29)) return;
          expect(dobErrors(country, now, birthday)).toBeUndefined();
          expect(dobErrors(country, now, shift(now, age, 1))).toEqual([underDrinkingAgeMessage(countryName(country))]);
        },
      ),
      { numRuns: 500 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('knows the spec table: USA 21; AUT BRB BEL LUX REU CHE SMR 16; CYP MLT 17; ISL JPN KOR 20; others 18', () => {
    const now = new Date('2040-06-15T12:00:00Z');
    expect(dobErrors('USA', now, '2019-06-16')).toEqual(['You are under the legal drinking age for United States']);
    expect(dobErrors('USA', now, '2019-06-15')).toBeUndefined();
    for (const [code, age] of [['AUT', 16], ['CYP', 17], ['JPN', 20], ['GBR', 18]] as const) {
      expect(dobErrors(code, now, shift(now, age, 0)), code).toBeUndefined();
      expect(dobErrors(code, now, shift(now, age - 1, 0)), code).toHaveLength(1);
    }
    expect(dobErrors('GBR', now, '1889-06-14')).toEqual(['Invalid date']);
    expect(dobErrors('GBR', now, '2041-01-01')).toEqual(['Invalid date']);
    expect(dobErrors('GBR', now, '2001-02-30')).toEqual(['Invalid date']);
  });
});

describe('pickup 45 days ahead', () => {
  it('allows exactly 45 calendar days ahead and refuses 44, across month and year ends and any hour', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2030-01-01T00:00:00Z'), max: new Date('2060-12-31T23:59:59Z'), noInvalidDate: true }), (now) => {
        const schema = createRedeemFormSchema({ now, country: { code: 'USA', name: 'United States' }, acquireMethod: 'pickup', pickupCountryCode: 'USA' });
        const form = (pickupDate: string) => ({ firstName: 'A', lastName: 'B', phone: '1', dob: '1980-01-01', photoId, homeAddress: 'x', flightNumber: 'BA1', destination: 'GBR', airline: 'BA', pickupDate });
        const errors = (pickupDate: string) => {
          const result = schema.safeParse(form(pickupDate));
          return result.success ? undefined : toFieldErrors(result.error).pickupDate;
        };
        expect(errors(shift(now, 0, 45))).toBeUndefined();
        expect(errors(shift(now, 0, 44))).toEqual([PICKUP_DATE_TOO_SOON_MESSAGE]);
      }),
      { numRuns: 500 },
    );
  }, PROPERTY_TIMEOUT_MS);
});
