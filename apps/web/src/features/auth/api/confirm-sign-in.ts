import { useMutation } from '@tanstack/react-query';
import type { SignInResponse } from '@caskmark/shared/api/identity';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/v1/confirm-sign-in: answers SOFTWARE_TOKEN_MFA with an authenticator code. */
export function confirmSignIn(session: string, code: string): Promise<SignInResponse> {
  return apiRequest<SignInResponse>('/api/auth/v1/confirm-sign-in', { method: 'POST', body: { session, code }, anonymous: true });
}

export function useConfirmSignIn() {
  return useMutation({ mutationFn: ({ session, code }: { session: string; code: string }) => confirmSignIn(session, code) });
}
