import type { z } from 'zod';
import type { AddWalletRequestSchema, Wallet } from '@caskmark/shared/api/wallet';
import { apiRequest } from '../../../lib/api-client';
import { WALLETS_PATH } from './get-wallets';

export type AddWalletRequest = z.input<typeof AddWalletRequestSchema>;

/** POST /api/account/v1/wallet: the server checks the signed challenge before the wallet joins the account. */
export function addWallet(request: AddWalletRequest): Promise<Wallet> {
  return apiRequest<Wallet>(WALLETS_PATH, { method: 'POST', body: request });
}
