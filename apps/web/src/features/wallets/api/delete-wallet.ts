import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { WALLETS_PATH } from './get-wallets';

/**
 * DELETE /api/account/v1/wallet/{id}: refused while the wallet holds NFTs or is custodial; with MFA
 * on, a fresh authenticator code goes along (else 403 step_up_required).
 */
export function deleteWallet({ publicPk, code }: { publicPk: string; code?: string }): Promise<void> {
  return apiRequest<void>(`${WALLETS_PATH}/${encodeURIComponent(publicPk)}`, { method: 'DELETE', body: code ? { code } : undefined });
}

export function useDeleteWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWallet,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.wallets() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.user(), exact: true });
    },
  });
}
