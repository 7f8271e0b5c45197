import { z } from 'zod';
import { QueryBoolean } from './pagination';

/** Contracts of the communication service (spec part 1 §7 "Communication"). */
const IsoDate = z.string().describe('ISO 8601 date-time');

export const NEWSLETTER_DUPLICATE_MESSAGE = 'The fields email, partner must make a unique set.';
export const NEWSLETTER_INVALID_EMAIL_MESSAGE = 'Please provide a valid email address!';
export const NEWSLETTER_REQUIRED_EMAIL_MESSAGE = 'Please enter your email address';
export const NEWSLETTER_SUCCESS_MESSAGE = 'Thank you for your submission!';
/**
 * Our own list: the site-wide forms (footer, modal, drawer, /newsletter) carry no partner, which is also
 * what a sign-up without `partner` is filed under (decision 120).
 */
export const SITE_NEWSLETTER_PARTNER = '';

/** The form of the footer, the modal and /newsletter/{partner}; partner is '' for our own list. */
export const NewsletterSignupSchema = z.object({
  email: z
    .string(NEWSLETTER_REQUIRED_EMAIL_MESSAGE)
    .trim()
    .min(1, NEWSLETTER_REQUIRED_EMAIL_MESSAGE)
    .max(254, NEWSLETTER_INVALID_EMAIL_MESSAGE)
    .pipe(z.email(NEWSLETTER_INVALID_EMAIL_MESSAGE)),
  partner: z
    .string()
    .trim()
    .max(100)
    .regex(/^(?:[a-z0-9][a-z0-9-]*)?$/i, 'A partner is a short code of letters, digits and dashes.')
    .optional()
    .default(SITE_NEWSLETTER_PARTNER),
});
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;

export const NewsletterSubscriptionSchema = z.object({
  publicPk: z.uuid(),
  email: z.string(),
  partner: z.string(),
  createdAt: IsoDate,
});

export const GiveawayTermsSchema = z.object({
  publicPk: z.uuid(),
  title: z.string(),
  body: z.string(),
  startDate: IsoDate,
  endDate: IsoDate.nullable(),
  isValid: z.boolean().describe('In force on the server clock'),
});
export type GiveawayTerms = z.infer<typeof GiveawayTermsSchema>;

export const GiveawaySchema = z.object({
  publicPk: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.string(),
  prize: z.string(),
  brandSlug: z.string().nullable(),
  startDate: IsoDate,
  endDate: IsoDate,
  status: z.enum(['upcoming', 'live', 'closed']),
});
export type Giveaway = z.infer<typeof GiveawaySchema>;

export const GiveawayQuerySchema = z.object({
  start_date_lte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  end_date_gte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  brand_slug: z.string().max(200).optional(),
});

export const GiveawayTermsQuerySchema = z.object({
  start_date_lte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  end_date_gte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  only_valid_tos: QueryBoolean.optional(),
});

export const AnnouncementSchema = z.object({
  publicPk: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.string(),
  publishedAt: IsoDate,
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const PressReleaseSchema = z.object({
  publicPk: z.uuid(),
  title: z.string(),
  outlet: z.string(),
  summary: z.string(),
  url: z.string(),
  releaseSlug: z.string().nullable(),
  isGeneric: z.boolean(),
  publishedAt: IsoDate,
});
export type PressRelease = z.infer<typeof PressReleaseSchema>;

export const PressReleaseQuerySchema = z.object({
  release_slug: z.string().min(1).max(200).optional(),
  is_generic: QueryBoolean.optional(),
});
