import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffUser, StaffUserDetail } from '@caskmark/shared/api/staff-users';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/staff/v1/users?q= (two characters at least). */
export function useUserSearch(q: string) {
  return useQuery({
    queryKey: ['staff', 'users', q],
    enabled: q.trim().length >= 2,
    queryFn: ({ signal }) => apiRequest<{ results: StaffUser[] }>('/api/staff/v1/users', { query: { q }, signal }),
  });
}

export function useUserDetail(pk: string | null) {
  return useQuery({ queryKey: ['staff', 'user', pk], enabled: Boolean(pk), queryFn: ({ signal }) => apiRequest<StaffUserDetail>(`/api/staff/v1/users/${pk}`, { signal }) });
}

/** Lock/unlock and role changes (audited server-side; roles need step-up MFA). */
export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pk, action, body }: { pk: string; action: 'lock' | 'unlock' | 'roles/grant' | 'roles/revoke'; body: Record<string, string> }) =>
      apiRequest<unknown>(`/api/staff/v1/users/${pk}/${action}`, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}
