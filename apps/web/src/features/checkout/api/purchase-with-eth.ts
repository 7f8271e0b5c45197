import type { CheckoutCart, EthHash } from '@caskmark/shared/api/checkout';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/primary-payments/v2/checkout/purchase-with-eth {cartPublicPk, transactionHash}: "purchase
 * with ETH transaction hash". It only asks the server to read that transaction on chain now (the
 * indexer would find it anyway); a transaction that does not pay this cart is refused.
 */
export function purchaseWithEth(request: EthHash): Promise<CheckoutCart> {
  return apiRequest<CheckoutCart>('/api/primary-payments/v2/checkout/purchase-with-eth', { method: 'POST', body: request });
}
