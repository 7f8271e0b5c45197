import { z } from 'zod';
import { dollarsToCents, multiplyCents } from '../money/cents';
import { ageInYears, calendarDateOf, parseIsoDate } from '../rules/calendar-dates';
import { emailField, mustAccept, requiredText } from './fields';

export const SWEEPSTAKES_MIN_AGE = 21;
export const SWEEPSTAKES_QUANTITY = { min: 1, max: 10 } as const;
export const SWEEPSTAKES_ACKNOWLEDGEMENT_MESSAGE = 'You must acknowledge the campaign message to proceed';
export const SWEEPSTAKES_PHOTO_OR_DESCRIPTION_MESSAGE = 'Please upload a valid photo ID or tell us about your favorite whiskey.';
export const SWEEPSTAKES_DESCRIPTION_MESSAGE = 'Please tell us about your favorite whiskey.';
export const SWEEPSTAKES_DOB_REQUIRED_MESSAGE = 'Please enter your date of birth';
export const SWEEPSTAKES_UNDER_AGE_MESSAGE = 'You must be at least 21 years old to enter.';
export const SWEEPSTAKES_QUANTITY_MESSAGE = 'Please choose a quantity from 1 to 10';

/** Entry quantity: a whole number from 1 to 10. */
export const SweepstakesQuantitySchema = z.coerce
  .number({ error: SWEEPSTAKES_QUANTITY_MESSAGE })
  .int(SWEEPSTAKES_QUANTITY_MESSAGE)
  .min(SWEEPSTAKES_QUANTITY.min, SWEEPSTAKES_QUANTITY_MESSAGE)
  .max(SWEEPSTAKES_QUANTITY.max, SWEEPSTAKES_QUANTITY_MESSAGE);

/** Entry fee = listingPrice × quantity, in cents (exact). */
export function sweepstakesEntryFeeCents(listingPriceUsd: number, quantity: number): number {
  return multiplyCents(dollarsToCents(listingPriceUsd), quantity);
}

/**
 * The sweepstakes questionnaire {name, email, dob, country, acknowledgement, platformAcknowledgement,
 * description} plus photoId (the uploaded photo's id). Age at least 21 (the certification text); a photo ID or
 * a description is required.
 */
export function createSweepstakesQuestionnaireSchema({ now }: { now: Date }) {
  return z
    .object({
      name: requiredText('Please enter your name'),
      email: emailField('Please enter your email', 'Please enter a valid email'),
      dob: requiredText(SWEEPSTAKES_DOB_REQUIRED_MESSAGE, 10),
      country: requiredText('Country is required!', 3).transform((code) => code.toUpperCase()),
      acknowledgement: mustAccept(SWEEPSTAKES_ACKNOWLEDGEMENT_MESSAGE),
      platformAcknowledgement: mustAccept(SWEEPSTAKES_ACKNOWLEDGEMENT_MESSAGE),
      description: z.string().trim().max(2000).prefault(''),
      photoId: z.string().trim().prefault(''),
    })
    .superRefine((form, ctx) => {
      if (form.dob) {
        const birth = parseIsoDate(form.dob);
        const age = birth ? ageInYears(birth, calendarDateOf(now)) : Number.NaN;
        if (!(age >= 0 && age <= 150)) ctx.addIssue({ code: 'custom', path: ['dob'], message: 'Invalid date' });
        else if (age < SWEEPSTAKES_MIN_AGE) ctx.addIssue({ code: 'custom', path: ['dob'], message: SWEEPSTAKES_UNDER_AGE_MESSAGE });
      }
      if (!form.photoId && !form.description) {
        ctx.addIssue({ code: 'custom', path: [], message: SWEEPSTAKES_PHOTO_OR_DESCRIPTION_MESSAGE });
        ctx.addIssue({ code: 'custom', path: ['description'], message: SWEEPSTAKES_DESCRIPTION_MESSAGE });
      }
    });
}
export type SweepstakesQuestionnaire = z.output<ReturnType<typeof createSweepstakesQuestionnaireSchema>>;
