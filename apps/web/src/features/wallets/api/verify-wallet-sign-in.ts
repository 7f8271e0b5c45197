import type { z } from 'zod';
import type { SignInResponse } from '@caskmark/shared/api/identity';
import type { WalletSignInRequestSchema } from '@caskmark/shared/api/wallet';
import { apiRequest } from '../../../lib/api-client';

export type WalletSignInRequest = z.input<typeof WalletSignInRequestSchema>;

/**
 * Wallet sign-in, second half: the signed message goes back; the answer is tokens (or an MFA
 * challenge). The account is created when the address is new.
 */
export function verifyWalletSignIn(request: WalletSignInRequest): Promise<SignInResponse> {
  return apiRequest<SignInResponse>('/api/auth/v1/wallet/sign-in', { method: 'POST', body: request, anonymous: true });
}
