import { useQuery } from '@tanstack/react-query';
import { ENTRY_POLL_MS, type SweepstakesEntry } from '@caskmark/shared/api/sweepstakes';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/release/v3/sweepstakes/entry: my entry, or null (404) when I have none yet. */
export async function getSweepstakesEntry(sweepstakesPublicPk: string, signal?: AbortSignal): Promise<SweepstakesEntry | null> {
  try {
    return await apiRequest<SweepstakesEntry>(`/api/release/v3/sweepstakes/entry?sweepstakesPublicPk=${encodeURIComponent(sweepstakesPublicPk)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Polled every 5 s while a payment waits for its outcome (spec part 1 §4). */
export function useSweepstakesEntry(sweepstakesPublicPk: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.sweepstakesEntry(sweepstakesPublicPk),
    queryFn: ({ signal }) => getSweepstakesEntry(sweepstakesPublicPk, signal),
    enabled,
    retry: false,
    refetchInterval: (query) => (query.state.data?.paymentUnderWay ? ENTRY_POLL_MS : false),
  });
}

/** POST entry: made when none exists and the lobby is open. */
export function createSweepstakesEntry(sweepstakesPublicPk: string): Promise<SweepstakesEntry> {
  return apiRequest<SweepstakesEntry>('/api/release/v3/sweepstakes/entry', { method: 'POST', body: { sweepstakesPublicPk } });
}

/** POST entry/quantity: 1 to 10; the server prices it. */
export function setSweepstakesQuantity(sweepstakesPublicPk: string, quantity: number): Promise<SweepstakesEntry> {
  return apiRequest<SweepstakesEntry>('/api/release/v3/sweepstakes/entry/quantity', { method: 'POST', body: { sweepstakesPublicPk, quantity } });
}

/** POST entry-alt: the questionnaire. */
export function submitSweepstakesQuestionnaire(sweepstakesPublicPk: string, form: Record<string, unknown>): Promise<SweepstakesEntry> {
  return apiRequest<SweepstakesEntry>('/api/release/v3/sweepstakes/entry-alt', { method: 'POST', body: { sweepstakesPublicPk, ...form } });
}
