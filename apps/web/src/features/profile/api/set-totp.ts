import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/auth/v1/totp/verify (turn on, first code from the app) or /totp/disable (turn off, a current code). */
export function setTotp(action: 'verify' | 'disable', code: string): Promise<{ status: 'SUCCESS'; mfaEnabled: boolean }> {
  return apiRequest(`/api/auth/v1/totp/${action}`, { method: 'POST', body: { code } });
}

export function useSetTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, code }: { action: 'verify' | 'disable'; code: string }) => setTotp(action, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user(), exact: true }),
  });
}
