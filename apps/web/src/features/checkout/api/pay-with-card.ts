import type { PaymentResult, PaymentSubmission } from '@caskmark/shared/api/payments';
import type { z } from 'zod';
import type { PreSavedPaymentSchema } from '@caskmark/shared/api/payments';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /services/fiat/v1/payments/capture with the payment submission (a hosted-fields token, or the
 * same `uniqueId` again once the 3-D Secure challenge is answered).
 */
export function payWithCard(submission: PaymentSubmission): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('/services/fiat/v1/payments/capture', { method: 'POST', body: submission });
}

/** POST /services/fiat/v1/payments/pre-saved {cartPublicPk, paymentInstrumentPublicPk, uniqueId}. */
export function payWithSavedCard(payment: z.input<typeof PreSavedPaymentSchema>): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('/services/fiat/v1/payments/pre-saved', { method: 'POST', body: payment });
}
