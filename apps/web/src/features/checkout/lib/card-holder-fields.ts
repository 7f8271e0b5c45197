import { CARD_MONTH_REQUIRED_MESSAGE, CARD_NAME_REQUIRED_MESSAGE, CARD_YEAR_REQUIRED_MESSAGE } from '@caskmark/shared/forms/card';
import { CARD_EXPIRED_MESSAGE, cardExpiryYears, isCardExpired } from '@caskmark/shared/rules/card-expiry';

export interface CardHolderFields {
  fullName: string;
  expirationMonth: string;
  expirationYear: string;
}

export type CardHolderErrors = Partial<Record<keyof CardHolderFields, string>>;

/**
 * What we collect beside the PSP's hosted fields (spec part 2 §5 "Card form"): the full name and the
 * expiry among the 30 years offered. A card whose expiry is at or before now is 'Card expired'.
 */
export function validateCardHolder(fields: CardHolderFields, now: Date): CardHolderErrors {
  const errors: CardHolderErrors = {};
  if (!fields.fullName.trim()) errors.fullName = CARD_NAME_REQUIRED_MESSAGE;
  const month = Number(fields.expirationMonth);
  const year = Number(fields.expirationYear);
  const monthOk = fields.expirationMonth !== '' && Number.isInteger(month) && month >= 1 && month <= 12;
  const yearOk = fields.expirationYear !== '' && cardExpiryYears(now).includes(year);
  if (!monthOk) errors.expirationMonth = CARD_MONTH_REQUIRED_MESSAGE;
  if (!yearOk) errors.expirationYear = CARD_YEAR_REQUIRED_MESSAGE;
  if (monthOk && yearOk && isCardExpired({ expirationMonth: month, expirationYear: year }, now)) errors.expirationMonth = CARD_EXPIRED_MESSAGE;
  return errors;
}

export const MONTH_OPTIONS = Array.from({ length: 12 }, (_, index) => {
  const value = String(index + 1).padStart(2, '0');
  return { value: String(index + 1), label: value };
});

export function yearOptions(now: Date) {
  return cardExpiryYears(now).map((year) => ({ value: String(year), label: String(year) }));
}
