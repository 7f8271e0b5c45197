import {
  NEWSLETTER_INVALID_EMAIL_MESSAGE,
  NEWSLETTER_REQUIRED_EMAIL_MESSAGE,
  NewsletterSignupSchema,
} from '../api/communication';
import { emailField } from './fields';

/** Shown while the deliverability check runs; if that check fails the address is accepted anyway. */
export const EMAIL_VALIDATING_MESSAGE = 'Validating email address...';

/** An e-mail field with the newsletter's messages ('Please enter your email address', 'Please provide a valid email address!'). */
export const EmailSchema = emailField(NEWSLETTER_REQUIRED_EMAIL_MESSAGE, NEWSLETTER_INVALID_EMAIL_MESSAGE);

/** The newsletter form is the communication contract's NewsletterSignupSchema {email, partner}; one copy only. */
export { NewsletterSignupSchema as NewsletterFormSchema };
