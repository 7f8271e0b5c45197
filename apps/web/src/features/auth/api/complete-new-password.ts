import { useMutation } from '@tanstack/react-query';
import type { SignInResponse } from '@caskmark/shared/api/identity';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/v1/complete-new-password: answers NEW_PASSWORD_REQUIRED (may be followed by MFA). */
export function completeNewPassword(session: string, password: string): Promise<SignInResponse> {
  return apiRequest<SignInResponse>('/api/auth/v1/complete-new-password', { method: 'POST', body: { session, password }, anonymous: true });
}

export function useCompleteNewPassword() {
  return useMutation({ mutationFn: ({ session, password }: { session: string; password: string }) => completeNewPassword(session, password) });
}
