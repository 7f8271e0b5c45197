import { amountToUsdCents, usdToEth } from '../money/eth-conversion';
import { dollarsToCents } from '../money/cents';
import { parseScaled, rescale, scaledToNumber } from '../money/decimal';
import type { Currency } from '../format/price';
import { formatDecimal } from '../format/decimal';

/** Validity choices in days for a new offer; 3 by default. */
export const OFFER_VALIDITY_DAYS = [1, 3, 7, 30] as const;
export type OfferValidityDays = (typeof OFFER_VALIDITY_DAYS)[number];
export const DEFAULT_OFFER_VALIDITY_DAYS: OfferValidityDays = 3;
/** After acceptance the offerer has 3 days to purchase. */
export const ACCEPTED_OFFER_PURCHASE_DAYS = 3;
/** Offers of at least this much (ETH converted) are listed; smaller ones go under 'Low Offers'. */
export const LOW_OFFER_THRESHOLD_CENTS = dollarsToCents(100);
export const LOW_OFFERS_LABEL = 'Low Offers';
export const OFFER_EXPIRED_LABEL = 'Expired';
const DAY_MS = 86_400_000;
/** 0.01 ETH at 8 decimals, added when a USD offer is countered in ETH. */
const COUNTER_OFFER_ETH_CUSHION = 1_000_000n;

/** validUntil for an offer made now with the chosen validity. */
export function offerValidUntil(now: Date, days: OfferValidityDays): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** The purchase deadline after acceptance: 3 days. */
export function acceptedOfferPurchaseDeadline(acceptedAt: Date): Date {
  return new Date(acceptedAt.getTime() + ACCEPTED_OFFER_PURCHASE_DAYS * DAY_MS);
}

/** An offer is active while validUntil is in the future. */
export function isOfferActive(offer: { validUntil: string | Date }, now: Date): boolean {
  return new Date(offer.validUntil).getTime() > now.getTime();
}

/** 'Offer by @{handler} has expired' for offers received, 'Offer to @{handler} has expired' for offers made. */
export function offerExpiredMessage(direction: 'by' | 'to', handler: string): string {
  return `Offer ${direction} @${handler} has expired`;
}

export interface PricedOffer {
  amount: number | string;
  currency: Currency;
}

/** Offers of at least 100 USD (ETH converted at the price) first, the rest under 'Low Offers'; order kept. */
export function groupOffers<T extends PricedOffer>(offers: readonly T[], usdPerEth: number): { listed: T[]; lowOffers: T[] } {
  const listed: T[] = [];
  const lowOffers: T[] = [];
  for (const offer of offers) {
    (amountToUsdCents(offer.amount, offer.currency, usdPerEth) >= LOW_OFFER_THRESHOLD_CENTS ? listed : lowOffers).push(offer);
  }
  return { listed, lowOffers };
}

/**
 * The least a counter offer may ask, in the counter's currency: the same amount in the same currency;
 * ETH → USD multiplies by the price (2 decimals); USD → ETH divides by the price and adds 0.01, rounded to the
 * 2 decimals ETH is shown with (decision 012).
 */
export function counterOfferMinimum(original: PricedOffer, counterCurrency: Currency, usdPerEth: number): number {
  if (original.currency === counterCurrency) return Number(original.amount);
  if (original.currency === 'ETH') return amountToUsdCents(original.amount, 'ETH', usdPerEth) / 100;
  const converted = parseScaled(usdToEth(original.amount, usdPerEth, 8), 8);
  return scaledToNumber(rescale(converted + COUNTER_OFFER_ETH_CUSHION, 8, 2), 2);
}

/** 'Enter a value greater than X to submit a counter offer.' */
export function counterOfferHint(minimum: number, currency: Currency): string {
  const shown =
    currency === 'ETH' ? `${minimum} ETH` : `$${formatDecimal(minimum, { minFraction: 0, maxFraction: 2 })}`;
  return `Enter a value greater than ${shown} to submit a counter offer.`;
}
