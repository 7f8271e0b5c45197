import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/v1/confirm-sign-up: confirms the e-mail with the code. */
export function confirmSignUp(username: string, code: string): Promise<{ success: true }> {
  return apiRequest('/api/auth/v1/confirm-sign-up', { method: 'POST', body: { username, code }, anonymous: true });
}

export function useConfirmSignUp() {
  return useMutation({ mutationFn: ({ username, code }: { username: string; code: string }) => confirmSignUp(username, code) });
}
