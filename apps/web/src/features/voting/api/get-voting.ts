import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Voting } from '@caskmark/shared/api/voting';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/release/v2/voting/{publicPk}: the release's questions, its window, and which of my NFTs voted. */
export function getVoting(votingPublicPk: string, signal?: AbortSignal): Promise<Voting> {
  return apiRequest<Voting>(`/api/release/v2/voting/${encodeURIComponent(votingPublicPk)}`, { signal });
}

export function votingQueryOptions(votingPublicPk: string) {
  return queryOptions({ queryKey: queryKeys.voting(votingPublicPk), queryFn: ({ signal }) => getVoting(votingPublicPk, signal) });
}

export function useVoting(votingPublicPk: string) {
  return useQuery(votingQueryOptions(votingPublicPk));
}
