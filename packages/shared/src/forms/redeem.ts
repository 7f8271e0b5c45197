import { z } from 'zod';
import { minimumDrinkingAge } from '../reference/drinking-age';
import { shippingCoverage } from '../reference/shipping-coverage';
import { findUsRegion } from '../reference/us-states';
import { ageInYears, calendarDateOf, daysBetween, parseIsoDate } from '../rules/calendar-dates';
import { PICKUP_MIN_DAYS_AHEAD } from '../rules/redemption';
import { isFileLike, isAcceptedDocument, DOCUMENT_FILE_TYPE_MESSAGE, type FileLike } from './fields';

export const REDEEM_REQUIRED_MESSAGE = 'Required field';
export const REDEEM_DOB_REQUIRED_MESSAGE = 'Please enter your date of birth';
export const REDEEM_DOB_INVALID_MESSAGE = 'Invalid date';
export const PICKUP_DATE_REQUIRED_MESSAGE = 'Please enter your flight date / pickup date.';
export const PICKUP_DATE_TOO_SOON_MESSAGE = 'Please choose a date at least 45 days in the future';
export const INTERNATIONAL_DEPARTURE_MESSAGE = 'Pickup is only available for international departures.';
export const REDEEM_FORM_INVALID_MESSAGE = 'Please update all required fields';
export const CREATE_REDEMPTION_MISSING_DATA_MESSAGE =
  'An error occurred trying to complete redemption. Please make sure you have filled out all relevant data.';
export const CREATE_REDEMPTION_MISSING_EDITION_MESSAGE = 'An error occurred trying to complete redemption. Please try again';
export const REDEEM_PAYLOAD_MISSING_MESSAGE = 'Something went wrong; we were not able to process your request!';
export const CREATE_REDEMPTION_ERROR_MESSAGE = 'We are having trouble processing your request!';
/** Valid ages on the redeem form are 0 to 150 years. */
export const REDEEM_AGE_RANGE = { min: 0, max: 150 } as const;

/** 'You are under the legal drinking age for {country}' */
export function underDrinkingAgeMessage(countryName: string): string {
  return `You are under the legal drinking age for ${countryName}`;
}

export interface RedeemFormContext {
  /** Server clock reading (never the wall clock inside the rule). */
  now: Date;
  /** The country chosen on the customs step: alpha-3 code and display name. */
  country: { code: string; name: string };
  acquireMethod: 'delivery' | 'pickup';
  /** For pickups: the chosen location's country, to allow international departures only. */
  pickupCountryCode?: string;
}

const text = (max = 255) => z.string().trim().max(max).prefault('');

/**
 * The redeem form (contact and shipping, or pickup extras) for a country and acquire method. The date of
 * birth is 'YYYY-MM-DD'; the age must be within 0–150 and at least the country's legal drinking age.
 */
export function createRedeemFormSchema({ now, country, acquireMethod, pickupCountryCode }: RedeemFormContext) {
  const pickup = acquireMethod === 'pickup';
  const isUsa = country.code.toUpperCase() === 'USA';
  return z
    .object({
      firstName: text(),
      lastName: text(),
      address: text(),
      addressLine: text().transform((value) => value || undefined),
      city: text(),
      state: text(),
      postcode: text(20),
      phone: text(30),
      dob: text(10),
      photoId: z.custom<FileLike>((value) => isFileLike(value)).nullish(),
      homeAddress: text(),
      pickupDate: text(10),
      flightNumber: text(20),
      destination: text(3).transform((code) => code.toUpperCase()),
      airline: text(),
    })
    .superRefine((form, ctx) => {
      const required = (field: keyof typeof form) => {
        if (!form[field]) ctx.addIssue({ code: 'custom', path: [field], message: REDEEM_REQUIRED_MESSAGE });
      };
      (['firstName', 'lastName', 'phone'] as const).forEach(required);
      if (!pickup) (['address', 'city', 'postcode'] as const).forEach(required);
      if (!pickup) checkDestination(form, country.code, isUsa, ctx);
      if (!form.photoId) ctx.addIssue({ code: 'custom', path: ['photoId'], message: REDEEM_REQUIRED_MESSAGE });
      else if (!isAcceptedDocument(form.photoId)) ctx.addIssue({ code: 'custom', path: ['photoId'], message: DOCUMENT_FILE_TYPE_MESSAGE });
      checkDateOfBirth(form.dob, now, country, ctx);
      if (pickup) checkPickup(form, now, pickupCountryCode, ctx);
    });
}

type RefinementContext = z.RefinementCtx;

/** State is required (from the list) for the USA; the address must be one we deliver to. */
function checkDestination(form: { state: string; city: string }, countryCode: string, isUsa: boolean, ctx: RefinementContext) {
  if (isUsa && !(form.state && findUsRegion(form.state))) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: REDEEM_REQUIRED_MESSAGE });
    return;
  }
  const coverage = shippingCoverage({ countryAlpha3: countryCode, state: form.state, city: form.city });
  if (!coverage.deliverable) {
    const path = coverage.reason === 'outside_anchorage' ? ['city'] : coverage.reason === 'country_not_supported' ? [] : ['state'];
    ctx.addIssue({ code: 'custom', path, message: coverage.message });
  }
}

function checkDateOfBirth(dob: string, now: Date, country: { code: string; name: string }, ctx: RefinementContext) {
  if (!dob) {
    ctx.addIssue({ code: 'custom', path: ['dob'], message: REDEEM_DOB_REQUIRED_MESSAGE });
    return;
  }
  const birth = parseIsoDate(dob);
  const age = birth ? ageInYears(birth, calendarDateOf(now)) : Number.NaN;
  if (!(age >= REDEEM_AGE_RANGE.min && age <= REDEEM_AGE_RANGE.max)) {
    ctx.addIssue({ code: 'custom', path: ['dob'], message: REDEEM_DOB_INVALID_MESSAGE });
  } else if (age < minimumDrinkingAge(country.code)) {
    ctx.addIssue({ code: 'custom', path: ['dob'], message: underDrinkingAgeMessage(country.name) });
  }
}

function checkPickup(
  form: { homeAddress: string; pickupDate: string; flightNumber: string; destination: string; airline: string },
  now: Date,
  pickupCountryCode: string | undefined,
  ctx: RefinementContext,
) {
  for (const field of ['homeAddress', 'flightNumber', 'destination', 'airline'] as const) {
    if (!form[field]) ctx.addIssue({ code: 'custom', path: [field], message: REDEEM_REQUIRED_MESSAGE });
  }
  const date = form.pickupDate ? parseIsoDate(form.pickupDate) : null;
  if (!date) ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: PICKUP_DATE_REQUIRED_MESSAGE });
  else if (daysBetween(calendarDateOf(now), date) < PICKUP_MIN_DAYS_AHEAD) {
    ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: PICKUP_DATE_TOO_SOON_MESSAGE });
  }
  if (form.destination && pickupCountryCode && form.destination === pickupCountryCode.toUpperCase()) {
    ctx.addIssue({ code: 'custom', path: ['destination'], message: INTERNATIONAL_DEPARTURE_MESSAGE });
  }
}

export type RedeemFormInput = z.input<ReturnType<typeof createRedeemFormSchema>>;
export type RedeemForm = z.output<ReturnType<typeof createRedeemFormSchema>>;
