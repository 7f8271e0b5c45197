import type { EditionListingData, ListEditionBody } from '@caskmark/shared/api/listings';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/marketplace/v1/list/{editionNftPublicPk}: the server's check that the listing may be made
 * now (owner, out of custody, not locked, one wallet), before the wallet is asked to sign.
 */
export function checkListing(editionNftPublicPk: string, body: ListEditionBody): Promise<EditionListingData> {
  return apiRequest<EditionListingData>(`/api/marketplace/v1/list/${encodeURIComponent(editionNftPublicPk)}`, { method: 'PUT', body });
}
