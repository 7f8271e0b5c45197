import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AcceptGiftBodySchema } from '@caskmark/shared/api/gifts';
import { apiRequest } from '../../../lib/api-client';
import { GIFT_TRANSFER_PATH } from './gift-paths';

export type AcceptGiftBody = z.input<typeof AcceptGiftBodySchema>;

/** POST /api/payments/v1/gift {giftPublicPk, isCreateVault, toAccountPublicPk}: accept; answers the transfer to follow. */
export function acceptGift(body: AcceptGiftBody): Promise<{ publicPk: string }> {
  return apiRequest<{ publicPk: string }>(GIFT_TRANSFER_PATH, { method: 'POST', body });
}

export function useAcceptGift() {
  return useMutation({ mutationFn: acceptGift });
}
