import type { MarketplaceTransfer } from '@caskmark/shared/api/listings';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/payments/v2/marketplace-transfer/tx/{transactionHash}: a wallet purchase confirmed on chain (404 before). */
export function getMarketplaceTransfer(transactionHash: string, signal?: AbortSignal): Promise<MarketplaceTransfer> {
  return apiRequest<MarketplaceTransfer>(`/api/payments/v2/marketplace-transfer/tx/${encodeURIComponent(transactionHash)}`, { signal });
}
