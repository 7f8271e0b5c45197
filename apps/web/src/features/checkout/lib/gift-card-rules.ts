import type { GiftCard } from '@caskmark/shared/api/payments';
import { centsToDollars, dollarsToCents } from '@caskmark/shared/money/cents';

/** Cards that can pay now: accepted, with a balance left (spent ones stay listed by the server). */
export function spendableGiftCards(cards: GiftCard[]): GiftCard[] {
  return cards.filter((card) => card.status === 'accepted' && card.availableBalance > 0);
}

/** What the collector's cards hold together, in USD. */
export function giftCardBalanceTotal(cards: GiftCard[]): number {
  return centsToDollars(spendableGiftCards(cards).reduce((sum, card) => sum + dollarsToCents(card.availableBalance), 0));
}

/**
 * The part of a cart a card would pay, as the server computes it (decision 182): as much of the
 * subtotal as the balance covers, never more, so the total never goes below zero.
 */
export function giftCardPart(balance: number, subtotal: number): number {
  return centsToDollars(Math.max(0, Math.min(dollarsToCents(balance), dollarsToCents(subtotal))));
}
