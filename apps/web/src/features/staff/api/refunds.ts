import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundBody, RefundFilter, RefundQueue, StaffRefund } from '@caskmark/shared/api/staff-refunds';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface RefundFilters {
  status: RefundFilter;
  rail?: string;
  q?: string;
}

/** GET /api/staff/v1/refunds (staff only): paid payments, newest first, with counts. */
export function useRefundQueue(filters: RefundFilters) {
  return useQuery({
    queryKey: queryKeys.staffRefunds({ ...filters }),
    queryFn: ({ signal }) => apiRequest<RefundQueue>('/api/staff/v1/refunds', { query: { status: filters.status, rail: filters.rail, q: filters.q || undefined }, signal }),
    refetchInterval: 30_000,
  });
}

/** POST /api/staff/v1/refunds (step-up MFA; persisted and audited before the money moves). */
export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundBody) => apiRequest<StaffRefund>('/api/staff/v1/refunds', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff', 'refunds'] }),
  });
}
