import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SealedLobby } from '@caskmark/shared/api/auctions';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

const paddlePath = (releasePackPublicPk: string) => `/api/release/v3/sealed-auction/${encodeURIComponent(releasePackPublicPk)}/paddle`;

/** GET .../sealed-auction/{pk}/paddle: the collector's paddle for the pack, or null (the server's 404) until they join. */
export async function getSealedPaddle(releasePackPublicPk: string, signal?: AbortSignal): Promise<SealedLobby | null> {
  try {
    return await apiRequest<SealedLobby>(paddlePath(releasePackPublicPk), { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST .../paddle: joins the sealed auction (the same paddle when joined before). */
export function createSealedPaddle(releasePackPublicPk: string): Promise<SealedLobby> {
  return apiRequest<SealedLobby>(paddlePath(releasePackPublicPk), { method: 'POST', body: {} });
}

export function sealedPaddleQueryOptions(releasePackPublicPk: string) {
  return queryOptions({
    queryKey: queryKeys.sealedPaddle(releasePackPublicPk),
    queryFn: ({ signal }) => getSealedPaddle(releasePackPublicPk, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSealedPaddle(releasePackPublicPk: string, enabled: boolean) {
  return useQuery({ ...sealedPaddleQueryOptions(releasePackPublicPk), enabled });
}

/** Creates the paddle a 404 said was missing (spec: a 404 on the paddle makes the web app create one). */
export function useCreateSealedPaddle(releasePackPublicPk: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createSealedPaddle(releasePackPublicPk),
    onSuccess: (paddle) => queryClient.setQueryData(queryKeys.sealedPaddle(releasePackPublicPk), paddle),
  });
}
