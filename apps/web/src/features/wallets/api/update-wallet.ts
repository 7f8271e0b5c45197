import type { z } from 'zod';
import type { UpdateWalletRequestSchema, Wallet } from '@caskmark/shared/api/wallet';
import { apiRequest } from '../../../lib/api-client';
import { WALLETS_PATH } from './get-wallets';

export type UpdateWalletRequest = z.input<typeof UpdateWalletRequestSchema>;

/**
 * PUT /api/account/v1/wallet/{publicPk}: reports the approval transaction; the server turns
 * isApproved true only once the chain shows the approval.
 */
export function updateWallet(publicPk: string, request: UpdateWalletRequest): Promise<Wallet> {
  return apiRequest<Wallet>(`${WALLETS_PATH}/${encodeURIComponent(publicPk)}`, { method: 'PUT', body: request });
}
