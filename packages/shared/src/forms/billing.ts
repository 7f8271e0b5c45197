import { z } from 'zod';
import { findCanadianProvince } from '../reference/canadian-provinces';
import { findUsRegion } from '../reference/us-states';
import { requiredText } from './fields';

/** Optional country code, 10 digits, optional extension: '+1 (212) 555-0100 ext. 12'. */
export const PHONE_PATTERN = /^(?:\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i;
export const PHONE_REQUIRED_MESSAGE = 'Please enter your phone number';
export const PHONE_INVALID_MESSAGE = 'Not a valid phone number.';
export const STATE_REQUIRED_MESSAGE = 'Please select/enter your state';
export const COUNTRY_AND_STATE_MESSAGE = 'Please select your country and state';
/** Countries whose state is picked from a list. */
export const STATE_DROPDOWN_COUNTRIES = ['USA', 'CAN'] as const;

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone.trim());
}

/** A required phone number with the spec's two messages. */
export const PhoneSchema = z
  .string({ error: PHONE_REQUIRED_MESSAGE })
  .prefault('')
  .transform((value) => value.trim())
  .superRefine((phone, ctx) => {
    if (phone === '') ctx.addIssue({ code: 'custom', message: PHONE_REQUIRED_MESSAGE });
    else if (!isValidPhone(phone)) ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
  });

/** Whether a state code is on the US or Canadian list for that country. */
export function isListedState(countryAlpha3: string, state: string): boolean {
  if (countryAlpha3 === 'USA') return Boolean(findUsRegion(state));
  if (countryAlpha3 === 'CAN') return Boolean(findCanadianProvince(state));
  return true;
}

/**
 * Card billing address {firstName, lastName, phone, country, streetAddress, locality, administrativeArea,
 * postalCode}. Country is alpha-3. The state comes from a list for the US and Canada and is required there;
 * elsewhere it is optional free text (decision 013). No country and no state: one message.
 */
export const BillingFormSchema = z
  .object({
    firstName: requiredText('Please enter your first name'),
    lastName: requiredText('Please enter your last name'),
    phone: PhoneSchema,
    country: z.string().trim().max(3).prefault('').transform((code) => code.toUpperCase()),
    streetAddress: requiredText('Please enter your street address'),
    locality: requiredText('Please enter your city'),
    administrativeArea: z.string().trim().max(100).prefault(''),
    postalCode: requiredText('Please enter your zip code', 20),
  })
  .superRefine((form, ctx) => {
    if (!form.country && !form.administrativeArea) {
      ctx.addIssue({ code: 'custom', path: [], message: COUNTRY_AND_STATE_MESSAGE });
      return;
    }
    if (!form.country) ctx.addIssue({ code: 'custom', path: ['country'], message: 'Please select your country' });
    const needsList = (STATE_DROPDOWN_COUNTRIES as readonly string[]).includes(form.country);
    if (needsList && !(form.administrativeArea && isListedState(form.country, form.administrativeArea))) {
      ctx.addIssue({ code: 'custom', path: ['administrativeArea'], message: STATE_REQUIRED_MESSAGE });
    }
  });
export type BillingFormInput = z.input<typeof BillingFormSchema>;
export type BillingForm = z.output<typeof BillingFormSchema>;
