import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProofOfFunds, StaffProofOfFunds } from '@caskmark/shared/api/proof-of-funds';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ProofFilter = 'pending' | 'approved' | 'rejected';

/** GET /api/staff/v1/proofs-of-funds?status= (staff only): pending ones oldest first, decided ones latest first. */
export function useStaffProofsOfFunds(filter: ProofFilter) {
  return useQuery({
    queryKey: queryKeys.staffProofsOfFunds(filter),
    queryFn: ({ signal }) => apiRequest<{ results: StaffProofOfFunds[] }>('/api/staff/v1/proofs-of-funds', { query: { status: filter }, signal }),
    refetchInterval: 30_000,
  });
}

export type ProofDecision = { kind: 'approve'; amountUsd?: number } | { kind: 'reject'; reason: string };

/** POST /api/staff/v1/proofs-of-funds/{pk}/approve {amountUsd?} or /reject {reason}: audited on the server. */
export function useDecideProofOfFunds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pk, decision }: { pk: string; decision: ProofDecision }) =>
      apiRequest<ProofOfFunds>(`/api/staff/v1/proofs-of-funds/${pk}/${decision.kind}`, {
        method: 'POST',
        body: decision.kind === 'reject' ? { reason: decision.reason } : decision.amountUsd === undefined ? {} : { amountUsd: decision.amountUsd },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.staffProofsOfFunds() }),
  });
}

/**
 * Opens one document in a new tab: fetched with the staff's token (the server sends it only to staff,
 * as a sandboxed attachment) and shown from memory, never from a public address.
 */
export async function openProofDocument(proofPk: string, filePk: string): Promise<void> {
  const opened = window.open('', '_blank');
  const blob = await apiBlob(`/api/staff/v1/proofs-of-funds/${proofPk}/files/${filePk}`);
  const url = URL.createObjectURL(blob);
  if (opened) opened.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
