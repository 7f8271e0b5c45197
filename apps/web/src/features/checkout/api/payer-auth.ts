import type { PayerAuthCheck, PayerAuthSetup } from '@caskmark/shared/api/payments';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** POST /services/fiat/v1/payer-auth/initiate {tokenValue}: 3-D Secure device data collection for a card token. */
export function initiatePayerAuth(tokenValue: string): Promise<PayerAuthSetup> {
  return apiRequest<PayerAuthSetup>('/services/fiat/v1/payer-auth/initiate', { method: 'POST', body: { tokenValue } });
}

/** GET /services/fiat/v1/payer-auth/check?referenceId=: the enrollment token, or null while the PSP answers 404. */
export async function checkPayerAuth(referenceId: string, signal?: AbortSignal): Promise<PayerAuthCheck | null> {
  try {
    return await apiRequest<PayerAuthCheck>('/services/fiat/v1/payer-auth/check', { query: { referenceId }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
