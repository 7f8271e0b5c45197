import type { PaymentResult, PaymentSubmission } from '@caskmark/shared/api/payments';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /services/fiat/v1/payments/capture-redeem: the shipping fee by card, the checkout's submission
 * with `redeemNftPublicPk` = the request (the amount is the server's, never sent from here).
 */
export function payRedemptionFee(submission: Omit<PaymentSubmission, 'cartPublicPk' | 'sweepstakesPublicPk' | 'checkoutSessionPublicPk'>): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('/services/fiat/v1/payments/capture-redeem', { method: 'POST', body: submission });
}
