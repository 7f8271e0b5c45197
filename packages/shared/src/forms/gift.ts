import { z } from 'zod';
import { GIFT_MESSAGE_MAX_LENGTH } from '../rules/gifts';
import { emailField } from './fields';

export const GIFT_EMAIL_MESSAGE = 'Please enter a valid email';
export const GIFT_MESSAGE_TOO_LONG_MESSAGE = 'Your message can be at most 300 characters';
export const GIFT_CONFIRMATION_TEXT = 'Are you sure you want to gift this NFT?';

/** 'Gift your NFT': recipient e-mail and an optional message of at most 300 characters. */
export const GiftFormSchema = z.object({
  receiverEmail: emailField(GIFT_EMAIL_MESSAGE, GIFT_EMAIL_MESSAGE),
  message: z.string().trim().max(GIFT_MESSAGE_MAX_LENGTH, GIFT_MESSAGE_TOO_LONG_MESSAGE).prefault(''),
});
export type GiftForm = z.output<typeof GiftFormSchema>;

/** POST /api/account/v1/gift {editionNftPublicPk, receiverEmail, message}. */
export const GiftPayloadSchema = GiftFormSchema.extend({
  editionNftPublicPk: z.uuid({ error: 'Could not fetch edition information' }),
});
export type GiftPayload = z.output<typeof GiftPayloadSchema>;
