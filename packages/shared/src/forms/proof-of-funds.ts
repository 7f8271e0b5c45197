import { z } from 'zod';
import { dollarsToCents } from '../money/cents';
import { findUsRegion } from '../reference/us-states';
import { parseUsDate } from '../rules/calendar-dates';
import { amountField, documentFiles, optionalText, requiredText } from './fields';

export const REQUIRED_FIELD_MESSAGE = 'Required Field';
export const NEGATIVE_AMOUNT_MESSAGE = 'Invalid Amount. Can not be less than zero.';
export const PHOTO_ID_REQUIRED_MESSAGE = 'Photo ID is required for amounts greater than $75,000';
export const PROOF_OF_FUNDS_DOB_FORMAT_MESSAGE = 'Please enter a valid date (MM/DD/YYYY)';
export const PROOF_OF_FUNDS_SUCCESS_MESSAGE = 'Proof of Funds has been added. Caskmark team is validating.';
/** A photo ID is required strictly above this pre-approval amount. */
export const PHOTO_ID_THRESHOLD_CENTS = dollarsToCents(75_000);

/**
 * The 'INCREASE BID PRE-APPROVAL' form (spec part 1 §5). Country is an alpha-3 code; the USA gets a state
 * list, others free text; a missing country is reported on state (as written).
 */
export const ProofOfFundsFormSchema = z
  .object({
    firstName: requiredText(REQUIRED_FIELD_MESSAGE),
    lastName: requiredText(REQUIRED_FIELD_MESSAGE),
    address: requiredText(REQUIRED_FIELD_MESSAGE),
    addressLine: optionalText(),
    city: requiredText(REQUIRED_FIELD_MESSAGE),
    state: optionalText(),
    postcode: requiredText(REQUIRED_FIELD_MESSAGE, 20),
    dob: requiredText(REQUIRED_FIELD_MESSAGE, 10, (text) => (parseUsDate(text) ? null : PROOF_OF_FUNDS_DOB_FORMAT_MESSAGE)),
    phone: requiredText(REQUIRED_FIELD_MESSAGE, 30),
    country: optionalText(3).transform((code) => code?.toUpperCase()),
    amountUsd: amountField({ required: REQUIRED_FIELD_MESSAGE, invalid: REQUIRED_FIELD_MESSAGE }, (amount) => (amount < 0 ? NEGATIVE_AMOUNT_MESSAGE : null)),
    bankStatement: documentFiles(REQUIRED_FIELD_MESSAGE, 1),
    photoId: documentFiles(REQUIRED_FIELD_MESSAGE),
  })
  .superRefine((form, ctx) => {
    if (!form.country) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: REQUIRED_FIELD_MESSAGE });
    } else if (form.country === 'USA' && !(form.state && findUsRegion(form.state))) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: REQUIRED_FIELD_MESSAGE });
    }
    if (Number.isFinite(form.amountUsd) && dollarsToCents(form.amountUsd) > PHOTO_ID_THRESHOLD_CENTS && (form.photoId?.length ?? 0) === 0) {
      ctx.addIssue({ code: 'custom', path: ['photoId'], message: PHOTO_ID_REQUIRED_MESSAGE });
    }
  });
export type ProofOfFundsFormInput = z.input<typeof ProofOfFundsFormSchema>;
export type ProofOfFundsForm = z.output<typeof ProofOfFundsFormSchema>;
