import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteAnswer } from '@caskmark/shared/forms/vote';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/release/v2/voting-answer {answers[]}: one NFT's ballot. */
export function submitVote(answers: VoteAnswer[]): Promise<{ publicPk: string; editionNftPublicPk: string }> {
  return apiRequest('/api/release/v2/voting-answer', { method: 'POST', body: { answers } });
}

export function useSubmitVote(votingPublicPk: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitVote, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.voting(votingPublicPk) }) });
}
