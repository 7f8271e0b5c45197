import { z } from 'zod';
import { firstFieldErrors } from '@caskmark/shared/forms/field-errors';
import { createProfileFormSchema, type ProfileFormInput } from '@caskmark/shared/forms/profile';
import { findCountryByAlpha3 } from '@caskmark/shared/reference/countries';

/**
 * Checks of the account forms, field → first message (empty when fine). The profile uses the
 * shared form schema; the address and backup contact have no shared form yet (docs/decisions/066).
 */
export type Problems = Record<string, string>;

const REQUIRED = 'Required field';

/** The shared profile rule (createProfileFormSchema): names, city, alpha-3 country, age 18 to 100. */
export function profileProblems(input: ProfileFormInput, now: Date): Problems {
  const result = createProfileFormSchema({ now }).safeParse(input);
  const problems: Problems = result.success ? {} : firstFieldErrors(result.error);
  if (result.success && !findCountryByAlpha3(result.data.country)) problems.country = 'Country is required!';
  return problems;
}

export function shippingAddressProblems(input: Record<'firstName' | 'lastName' | 'address' | 'city' | 'postcode' | 'phone' | 'country' | 'state', string>): Problems {
  const problems: Problems = {};
  for (const field of ['firstName', 'lastName', 'address', 'city', 'postcode', 'phone'] as const) {
    if (!input[field].trim()) problems[field] = REQUIRED;
  }
  const country = input.country.trim().toUpperCase();
  if (!country || !findCountryByAlpha3(country)) problems.country = 'Please select your country';
  if (country === 'USA' && !input.state.trim()) problems.state = REQUIRED;
  if (input.phone.trim() && !/^\+?[\d\s().-]{7,20}$/.test(input.phone.trim())) problems.phone = 'Not a valid phone number.';
  return problems;
}

export function backupContactProblems(input: { firstName: string; lastName: string; email: string; phone: string }): Problems {
  const problems: Problems = {};
  if (!input.firstName.trim()) problems.firstName = REQUIRED;
  if (!input.lastName.trim()) problems.lastName = REQUIRED;
  if (!z.email().safeParse(input.email.trim()).success) problems.email = 'Please enter a valid email';
  if (input.phone.trim() && !/^\+?[\d\s().-]{7,20}$/.test(input.phone.trim())) problems.phone = 'Not a valid phone number.';
  return problems;
}
