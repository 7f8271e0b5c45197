import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffWireDecision, StaffWireTransfer } from '@caskmark/shared/api/staff-wire-transfers';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type WireFilter = 'submitted' | 'confirmed' | 'rejected' | 'all';

/** GET /api/staff/v1/wire-transfers (staff only): waiting proofs first, oldest first. */
export function useWireTransfers(filter: WireFilter) {
  return useQuery({
    queryKey: queryKeys.staffWireTransfers(filter),
    queryFn: ({ signal }) =>
      apiRequest<{ results: StaffWireTransfer[] }>('/api/staff/v1/wire-transfers', { query: { status: filter === 'all' ? undefined : filter }, signal }),
    refetchInterval: 30_000,
  });
}

/** POST /api/staff/v1/wire-transfers/{pk}/confirm or /reject (audited server-side). */
export function useDecideWire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pk, decision, reason }: { pk: string; decision: 'confirm' | 'reject'; reason?: string }) =>
      apiRequest<StaffWireDecision>(`/api/staff/v1/wire-transfers/${pk}/${decision}`, { method: 'POST', body: decision === 'reject' ? { reason: reason ?? '' } : {} }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff', 'wire-transfers'] }),
  });
}

/** Opens the proof of transfer in a new tab (fetched with the staff's token, shown from memory). */
export async function openWireReceipt(receiptUrl: string): Promise<void> {
  const opened = window.open('', '_blank');
  const blob = await apiBlob(receiptUrl);
  const url = URL.createObjectURL(blob);
  if (opened) opened.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
