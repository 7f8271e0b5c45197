import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gift } from '@caskmark/shared/api/gifts';
import type { GiftPayload } from '@caskmark/shared/forms/gift';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { GIFTS_PATH } from './gift-paths';

/** POST /api/account/v1/gift {editionNftPublicPk, receiverEmail, message}: the edition locks until the gift ends. */
export function createGift(payload: GiftPayload): Promise<Gift> {
  return apiRequest<Gift>(GIFTS_PATH, { method: 'POST', body: payload });
}

export function useCreateGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGift,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.gifts() }), queryClient.invalidateQueries({ queryKey: queryKeys.vault() })]),
  });
}
