import { z } from 'zod';
import { ageInYears, calendarDateOf, parseIsoDate } from '../rules/calendar-dates';
import { optionalText, requiredText } from './fields';

export const PROFILE_TITLES = ['-', 'Ms', 'Mr'] as const;
export const ACCOUNT_AGE_RANGE = { min: 18, max: 100 } as const;
export const ACCOUNT_DOB_INVALID_MESSAGE = 'Enter a valid date of birth';
export const PROFILE_UPDATED_MESSAGE = 'Your profile has been updated!';

/** Whether a 'YYYY-MM-DD' date of birth gives an age of 18 to 100 on `now`. */
export function isValidAccountDob(dob: string, now: Date): boolean {
  const birth = parseIsoDate(dob);
  if (!birth) return false;
  const age = ageInYears(birth, calendarDateOf(now));
  return age >= ACCOUNT_AGE_RANGE.min && age <= ACCOUNT_AGE_RANGE.max;
}

/** Profile / user details {title, firstName, lastName, dob, city, state, country}; country is alpha-3. */
export function createProfileFormSchema({ now }: { now: Date }) {
  return z.object({
    title: z.enum(PROFILE_TITLES).prefault('-'),
    firstName: requiredText('Please provide your first name!'),
    lastName: requiredText('Please provide your last name!'),
    city: requiredText('City is required!'),
    country: requiredText('Country is required!', 3).transform((code) => code.toUpperCase()),
    state: optionalText(),
    dob: optionalText(10).refine((dob) => dob === undefined || isValidAccountDob(dob, now), ACCOUNT_DOB_INVALID_MESSAGE),
  });
}
export type ProfileFormInput = z.input<ReturnType<typeof createProfileFormSchema>>;
export type ProfileForm = z.output<ReturnType<typeof createProfileFormSchema>>;
