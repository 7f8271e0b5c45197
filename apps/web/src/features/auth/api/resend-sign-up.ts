import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/v1/resend-sign-up: a new code; the previous one stops working. */
export function resendSignUp(username: string): Promise<unknown> {
  return apiRequest('/api/auth/v1/resend-sign-up', { method: 'POST', body: { username }, anonymous: true });
}

export function useResendSignUp() {
  return useMutation({ mutationFn: (username: string) => resendSignUp(username) });
}
