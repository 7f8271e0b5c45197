import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/account/v1/user-handler: 400 answers `{ handler: [message] }`. */
export function updateHandler(handler: string): Promise<{ handler: string }> {
  return apiRequest('/api/account/v1/user-handler', { method: 'PUT', body: { handler } });
}

export function useUpdateHandler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHandler,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user(), exact: true }),
  });
}
