import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/common/v1/password-reset?email=: sends the reset code. `false` means a Google, Apple or
 * wallet account, which has no password to reset (spec part 1 §7).
 */
export async function requestPasswordReset(email: string): Promise<boolean> {
  const body = await apiRequest<{ resetPassword: boolean }>('/api/common/v1/password-reset', { query: { email }, anonymous: true });
  return body.resetPassword;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
}
