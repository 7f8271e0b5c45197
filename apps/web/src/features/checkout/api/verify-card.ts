import type { PaymentResult, PaymentSubmission } from '@caskmark/shared/api/payments';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /services/fiat/v1/payment-instrument (spec part 2 §7, payment type card-verification): a $0
 * authorization, 3-D Secure when the card asks (the same `uniqueId` again afterwards); once
 * authorized the card is saved and `paymentPublicPk` names it.
 */
export function verifyCard(submission: PaymentSubmission): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('/services/fiat/v1/payment-instrument', { method: 'POST', body: submission });
}
