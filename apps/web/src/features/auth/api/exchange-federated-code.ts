import type { SignInResponse } from '@caskmark/shared/api/identity';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/v1/federated/exchange: the one-time code from /auth/federated for tokens or an MFA challenge. */
export function exchangeFederatedCode(code: string): Promise<SignInResponse> {
  return apiRequest<SignInResponse>('/api/auth/v1/federated/exchange', { method: 'POST', body: { code }, anonymous: true });
}
