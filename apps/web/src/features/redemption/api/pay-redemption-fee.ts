import type { PaymentResult } from '@caskmark/shared/api/payments';
import type { RedeemFeeSubmission } from '@caskmark/shared/api/redemption';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /services/fiat/v1/payments/capture-redeem: the shipping fee by card, the checkout's submission
 * with `redeemNftPublicPk` = the request (the amount is the server's, never sent from here), or a saved
 * card by `paymentInstrumentPublicPk`.
 */
export function payRedemptionFee(submission: Omit<RedeemFeeSubmission, 'cartPublicPk' | 'sweepstakesPublicPk' | 'checkoutSessionPublicPk'>): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('/services/fiat/v1/payments/capture-redeem', { method: 'POST', body: submission });
}
