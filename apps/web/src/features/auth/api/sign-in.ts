import { useMutation } from '@tanstack/react-query';
import type { SignInResponse } from '@caskmark/shared/api/identity';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/v1/sign-in with an e-mail or a derived username. */
export function signIn(username: string, password: string): Promise<SignInResponse> {
  return apiRequest<SignInResponse>('/api/auth/v1/sign-in', { method: 'POST', body: { username, password }, anonymous: true });
}

export function useSignIn() {
  return useMutation({ mutationFn: ({ username, password }: { username: string; password: string }) => signIn(username, password) });
}
