import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/v1/forgot-password-submit: the code and the new password; every session ends. */
export function submitPasswordReset(username: string, code: string, password: string): Promise<{ success: true }> {
  return apiRequest('/api/auth/v1/forgot-password-submit', { method: 'POST', body: { username, code, password }, anonymous: true });
}

export function useSubmitPasswordReset() {
  return useMutation({
    mutationFn: ({ username, code, password }: { username: string; code: string; password: string }) => submitPasswordReset(username, code, password),
  });
}
