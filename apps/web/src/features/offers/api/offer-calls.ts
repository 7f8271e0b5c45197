import type { Offer, OfferAcceptancePayload, OfferPayload } from '@caskmark/shared/api/offers';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/account/v2/offers/made, or PUT …/made/{offerId} to update. */
export function saveOffer(body: OfferPayload, offerId?: string): Promise<Offer> {
  const path = offerId ? `/api/account/v2/offers/made/${encodeURIComponent(offerId)}` : '/api/account/v2/offers/made';
  return apiRequest<Offer>(path, { method: offerId ? 'PUT' : 'POST', body });
}

/** PUT /api/account/v2/offers/{id}/accept: accept, reject, counter, or answer a counter offer. */
export function answerOffer(offerId: string, body: OfferAcceptancePayload): Promise<Offer> {
  return apiRequest<Offer>(`/api/account/v2/offers/${encodeURIComponent(offerId)}/accept`, { method: 'PUT', body });
}

/** DELETE /api/account/v2/offers/{id}/accept: dismiss the offer. */
export function dismissOffer(offerId: string): Promise<Offer> {
  return apiRequest<Offer>(`/api/account/v2/offers/${encodeURIComponent(offerId)}/accept`, { method: 'DELETE' });
}
