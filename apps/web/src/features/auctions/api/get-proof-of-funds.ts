import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProofOfFunds } from '@caskmark/shared/api/proof-of-funds';
// From the schema-free module: the lot cards of the landing pages reach this file (decision 321).
import { PROOF_OF_FUNDS_POLL_MS } from '@caskmark/shared/api/proof-of-funds-texts';
import type { PreApprovalFunds } from '@caskmark/shared/rules/funds-check';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-session';
import { queryKeys } from '../../../lib/query-keys';

export const PROOF_OF_FUNDS_PATH = '/api/account/v2/proof-of-funds';

/** GET /api/account/v2/proof-of-funds: the collector's latest pre-approval request, or null when none. */
export function getProofOfFunds(signal?: AbortSignal): Promise<ProofOfFunds | null> {
  return apiRequest<ProofOfFunds | null>(PROOF_OF_FUNDS_PATH, { signal });
}

export function proofOfFundsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.proofOfFunds(),
    queryFn: async ({ signal }) => (await getProofOfFunds(signal)) ?? null,
    // Polled while staff have it (spec part 1 §4: 5 s in the drawers).
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PROOF_OF_FUNDS_POLL_MS : false),
  });
}

export function useProofOfFunds() {
  const { status } = useAuth();
  return useQuery({ ...proofOfFundsQueryOptions(), enabled: status === 'signed-in' });
}

/** The approved pre-approval the funds rule counts, if any. */
export function useApprovedPreApproval(): PreApprovalFunds | null {
  const proof = useProofOfFunds().data;
  return proof && proof.status === 'approved' ? { publicPk: proof.publicPk, status: 'approved', amountUsd: proof.amountUsd } : null;
}
