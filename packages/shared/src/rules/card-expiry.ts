/** The card form offers the current year plus 29 more (30 entries). */
export const CARD_EXPIRY_YEAR_COUNT = 30;
export const CARD_EXPIRED_MESSAGE = 'Card expired';

/** Expiry years the card form offers, starting with the current (UTC) year. */
export function cardExpiryYears(now: Date): number[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: CARD_EXPIRY_YEAR_COUNT }, (_, index) => first + index);
}

/**
 * The instant a card stops working: a card marked 05/2026 is good through the end of May 2026, so it
 * expires at the first instant of June 2026 (UTC) (decision 012).
 */
export function cardExpiresAt(expirationMonth: number, expirationYear: number): Date {
  return new Date(Date.UTC(expirationYear, expirationMonth, 1));
}

/** A card whose expiry is at or before now is expired (and its option disabled with 'Card expired'). */
export function isCardExpired(card: { expirationMonth: number; expirationYear: number }, now: Date): boolean {
  return cardExpiresAt(card.expirationMonth, card.expirationYear).getTime() <= now.getTime();
}

/** Processor card type codes (spec part 2 §3). */
export const CARD_TYPE_CODES = { visa: '001', mastercard: '002', 'american-express': '003' } as const;
export const CARD_TYPE_LABELS: Record<string, string> = { '001': 'Visa', '002': 'Mastercard', '003': 'Amex' };
