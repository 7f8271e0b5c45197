import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { EmailKind } from './add-email';

/** PUT /api/account/v1/{kind}-email/verify: switches to the new address; 400 answers a bare list of messages. */
export function verifyEmail(kind: EmailKind, email: string, inputVerificationCode: string): Promise<{ email: string; verified: true }> {
  return apiRequest(`/api/account/v1/${kind}-email/verify`, { method: 'PUT', body: { email, inputVerificationCode } });
}

export function useVerifyEmail(kind: EmailKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, code }: { email: string; code: string }) => verifyEmail(kind, email, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user(), exact: true }),
  });
}
