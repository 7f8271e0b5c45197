import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface EarlyAccessAdmission {
  admitted: boolean;
  releasePublicPk: string;
  lobbyOpenDate: string;
}

/** PUT /api/release/v2/{pk}/lobby/early-access/code {code}: the lobby password admits me before the open date. */
export function enterEarlyAccessCode({ releasePublicPk, code }: { releasePublicPk: string; code: string }): Promise<EarlyAccessAdmission> {
  return apiRequest<EarlyAccessAdmission>(`/api/release/v2/${encodeURIComponent(releasePublicPk)}/lobby/early-access/code`, { method: 'PUT', body: { code } });
}

export function useEnterEarlyAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterEarlyAccessCode,
    onSuccess: (admission) => queryClient.invalidateQueries({ queryKey: queryKeys.release(admission.releasePublicPk) }),
  });
}
