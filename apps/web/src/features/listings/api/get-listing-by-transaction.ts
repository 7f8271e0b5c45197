import type { Listing } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/marketplace/v2/listings/tx/{transactionHash}: the listing a transaction made, once indexed (404 before). */
export function getListingByTransaction(transactionHash: string, signal?: AbortSignal): Promise<Listing> {
  return apiRequest<Listing>(`/api/marketplace/v2/listings/tx/${encodeURIComponent(transactionHash)}`, { signal });
}
