import type { ListingCardCheckout } from '@caskmark/shared/api/listing-card-purchase';
import type { PaymentResult, PaymentSubmission } from '@caskmark/shared/api/payments';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/marketplace/v1/listings/{listingId}/card-checkout: holds the listing for the card (decision 340). */
export function startCardCheckout(listingId: string): Promise<ListingCardCheckout> {
  return apiRequest<ListingCardCheckout>(`/api/marketplace/v1/listings/${encodeURIComponent(listingId)}/card-checkout`, { method: 'POST', body: {} });
}

/** GET /api/marketplace/v1/card-checkouts/{publicPk}: the purchase's status (the server's, from the PSP and the chain). */
export function getCardCheckout(publicPk: string): Promise<ListingCardCheckout> {
  return apiRequest<ListingCardCheckout>(`/api/marketplace/v1/card-checkouts/${publicPk}`);
}

/** DELETE /api/marketplace/v1/card-checkouts/{publicPk}: releases the hold before the card is accepted. */
export function cancelCardCheckout(publicPk: string): Promise<void> {
  return apiRequest<void>(`/api/marketplace/v1/card-checkouts/${publicPk}`, { method: 'DELETE' });
}

/** POST /services/fiat/v1/payments/capture with the checkout session (the amount is the server's). */
export function payCardCheckout(submission: PaymentSubmission & { checkoutSessionPublicPk: string }): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('/services/fiat/v1/payments/capture', { method: 'POST', body: submission });
}
