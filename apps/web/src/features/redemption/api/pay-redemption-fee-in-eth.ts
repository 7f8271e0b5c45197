import type { RedemptionPrice, RedemptionStatusResponse } from '@caskmark/shared/api/redemption';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/account/v2/redeem/{redeemPublicPk}/eth-payment {fromAccount}: the server quotes the stored
 * fee in ETH for 15 minutes (the same quote again while it is awaited) and answers the price with what
 * the wallet sends.
 */
export function startRedemptionEthPayment(redeemPublicPk: string, fromAccount: string): Promise<RedemptionPrice> {
  return apiRequest<RedemptionPrice>(`/api/account/v2/redeem/${encodeURIComponent(redeemPublicPk)}/eth-payment`, { method: 'POST', body: { fromAccount } });
}

/**
 * POST /api/account/v2/redeem/{redeemPublicPk}/purchase-with-eth {transactionHash}: asks the server to
 * read that transaction on chain now (it would find it anyway); one that does not pay this fee is refused.
 */
export function announceRedemptionEthPayment(redeemPublicPk: string, transactionHash: string): Promise<RedemptionStatusResponse> {
  return apiRequest<RedemptionStatusResponse>(`/api/account/v2/redeem/${encodeURIComponent(redeemPublicPk)}/purchase-with-eth`, { method: 'POST', body: { transactionHash } });
}
