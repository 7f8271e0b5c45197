import type { PaymentResult, PaymentSubmission } from '@caskmark/shared/api/payments';
import { apiRequest } from '../../../lib/api-client';

/** POST /services/fiat/v1/payments/capture-sweepstakes: the entry fee by card (the amount is the server's). */
export function paySweepstakesFee(submission: Omit<PaymentSubmission, 'cartPublicPk' | 'redeemNftPublicPk' | 'checkoutSessionPublicPk'>): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('/services/fiat/v1/payments/capture-sweepstakes', { method: 'POST', body: submission });
}
