import cardValidator from 'card-validator';
import { z } from 'zod';
import { CARD_EXPIRED_MESSAGE, CARD_TYPE_CODES, cardExpiryYears, isCardExpired } from '../rules/card-expiry';
import { requiredText } from './fields';

export const CARD_NAME_REQUIRED_MESSAGE = 'Please enter your full name';
export const CARD_MONTH_REQUIRED_MESSAGE = 'Please select expiration month';
export const CARD_YEAR_REQUIRED_MESSAGE = 'Please select expiration year';
export const CARD_NUMBER_INVALID_MESSAGE = 'Entered Card number is invalid';
export const CARD_TYPE_NOT_ACCEPTED_MESSAGE = 'Only Visa, Mastercard and American Express cards are accepted.';
export const CARD_SECURITY_CODE_MESSAGE = 'Please enter a valid security code';

type AcceptedCardType = keyof typeof CARD_TYPE_CODES;

/** The card's processor type code ('001' Visa, '002' Mastercard, '003' Amex), or null if not accepted. */
export function cardTypeCode(cardNumber: string): string | null {
  const type = cardValidator.number(cardNumber.replace(/[\s-]/g, '')).card?.type;
  return type && type in CARD_TYPE_CODES ? CARD_TYPE_CODES[type as AcceptedCardType] : null;
}

const selectNumber = (message: string, allowed: (value: number) => boolean) =>
  z
    .union([z.string(), z.number()], { error: message })
    .prefault('')
    .transform((value, ctx) => {
      const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
      if (!Number.isInteger(number) || !allowed(number)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });

/**
 * The card form: full name, number (Luhn and type by card-validator), expiry month/year among the 30 years
 * offered, and the security code. A card expiring at or before `now` is refused with 'Card expired'.
 */
export function createCardFormSchema({ now }: { now: Date }) {
  const years = cardExpiryYears(now);
  return z
    .object({
      fullName: requiredText(CARD_NAME_REQUIRED_MESSAGE),
      cardNumber: z
        .string({ error: CARD_NUMBER_INVALID_MESSAGE })
        .prefault('')
        .transform((value) => value.replace(/[\s-]/g, ''))
        .superRefine((value, ctx) => {
          if (!cardValidator.number(value).isValid) ctx.addIssue({ code: 'custom', message: CARD_NUMBER_INVALID_MESSAGE });
          else if (cardTypeCode(value) === null) ctx.addIssue({ code: 'custom', message: CARD_TYPE_NOT_ACCEPTED_MESSAGE });
        }),
      expirationMonth: selectNumber(CARD_MONTH_REQUIRED_MESSAGE, (month) => month >= 1 && month <= 12),
      expirationYear: selectNumber(CARD_YEAR_REQUIRED_MESSAGE, (year) => years.includes(year)),
      securityCode: z.string({ error: CARD_SECURITY_CODE_MESSAGE }).trim().prefault(''),
    })
    .superRefine((form, ctx) => {
      if (typeof form.expirationMonth === 'number' && typeof form.expirationYear === 'number' && isCardExpired(form, now)) {
        ctx.addIssue({ code: 'custom', path: ['expirationMonth'], message: CARD_EXPIRED_MESSAGE });
      }
      const size = cardValidator.number(form.cardNumber ?? '').card?.code.size ?? 3;
      if (!new RegExp(`^\\d{${size}}$`).test(form.securityCode)) {
        ctx.addIssue({ code: 'custom', path: ['securityCode'], message: CARD_SECURITY_CODE_MESSAGE });
      }
    })
    .transform((form) => ({ ...form, cardType: cardTypeCode(form.cardNumber) ?? '' }));
}
export type CardFormInput = z.input<ReturnType<typeof createCardFormSchema>>;
export type CardForm = z.output<ReturnType<typeof createCardFormSchema>>;
