import type { Offer } from '@caskmark/shared/api/offers';

/** '$150' or '0.1 ETH', as the offers lists show amounts. */
export function offerPrice(amount: string, currency: 'USD' | 'ETH'): string {
  return currency === 'ETH' ? `${Number(amount)} ETH` : `$${Number(amount).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** The deadline that matters now: validity while open, the purchase window once countered or accepted. */
export function offerDeadline(offer: Offer): string {
  return offer.status === 'active' ? offer.validUntil : (offer.purchaseDeadline ?? offer.validUntil);
}
