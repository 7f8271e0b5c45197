import { useMutation } from '@tanstack/react-query';
import type { SignUpResponse } from '@caskmark/shared/api/identity';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/v1/sign-up: creates the account and e-mails a six-digit code. */
export function signUp(email: string, password: string): Promise<SignUpResponse> {
  return apiRequest<SignUpResponse>('/api/auth/v1/sign-up', { method: 'POST', body: { email, password }, anonymous: true });
}

export function useSignUp() {
  return useMutation({ mutationFn: ({ email, password }: { email: string; password: string }) => signUp(email, password) });
}
