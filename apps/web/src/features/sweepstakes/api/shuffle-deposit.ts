import { useQuery } from '@tanstack/react-query';
import type { PaymentResult, PaymentSubmission } from '@caskmark/shared/api/payments';
import type { ShuffleDeposit } from '@caskmark/shared/api/sweepstakes';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET /api/release/v3/shuffle/deposit: my deposit in a shuffle pack, or null. */
export async function getMyDeposit(releasePackPublicPk: string, signal?: AbortSignal): Promise<ShuffleDeposit | null> {
  try {
    return await apiRequest<ShuffleDeposit>('/api/release/v3/shuffle/deposit', { query: { releasePackPublicPk }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useMyDeposit(releasePackPublicPk: string) {
  return useQuery({ queryKey: ['user', 'shuffle-deposit', releasePackPublicPk], queryFn: ({ signal }) => getMyDeposit(releasePackPublicPk, signal), retry: false });
}

/** GET /api/release/v3/shuffle/deposit/{lotteryDepositPublicPk} (the shuffleCongrats page). */
export function useDeposit(lotteryDepositPublicPk: string) {
  return useQuery({
    queryKey: ['user', 'shuffle-deposit-by-pk', lotteryDepositPublicPk],
    queryFn: ({ signal }) => apiRequest<ShuffleDeposit>(`/api/release/v3/shuffle/deposit/${encodeURIComponent(lotteryDepositPublicPk)}`, { signal }),
  });
}

/** POST /api/release/v3/shuffle/deposit: join (the existing deposit if any). */
export function joinShuffle(releasePackPublicPk: string): Promise<ShuffleDeposit> {
  return apiRequest<ShuffleDeposit>('/api/release/v3/shuffle/deposit', { method: 'POST', body: { releasePackPublicPk } });
}

/** POST /services/fiat/v1/payments/capture-shuffle-deposit: the deposit held on a card. */
export function holdDeposit(submission: Omit<PaymentSubmission, 'cartPublicPk' | 'redeemNftPublicPk' | 'checkoutSessionPublicPk'>): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('/services/fiat/v1/payments/capture-shuffle-deposit', { method: 'POST', body: submission });
}
