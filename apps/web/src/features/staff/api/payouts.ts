import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkPaidBody, PayoutFilter, PayoutQueue, StaffPayout } from '@caskmark/shared/api/staff-payouts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface PayoutFilters {
  status: PayoutFilter;
  seller?: string;
  from?: string;
  to?: string;
  page: number;
}

/** GET /api/staff/v1/payouts (staff only): what sellers are owed for card sales, with counts. */
export function usePayoutQueue(filters: PayoutFilters) {
  return useQuery({
    queryKey: queryKeys.staffPayouts({ ...filters }),
    queryFn: ({ signal }) =>
      apiRequest<PayoutQueue>('/api/staff/v1/payouts', { query: { status: filters.status, seller: filters.seller || undefined, from: filters.from, to: filters.to, page: filters.page }, signal }),
    refetchInterval: 30_000,
  });
}

/** POST /api/staff/v1/payouts/{pk}/mark-paid (step-up MFA; audited with the change). */
export function useMarkPayoutPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ publicPk, ...body }: MarkPaidBody & { publicPk: string }) => apiRequest<StaffPayout>(`/api/staff/v1/payouts/${publicPk}/mark-paid`, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff', 'payouts'] }),
  });
}
