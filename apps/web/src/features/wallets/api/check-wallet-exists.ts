import type { z } from 'zod';
import type { WalletExistsSchema } from '@caskmark/shared/api/wallet';
import { apiRequest } from '../../../lib/api-client';

export type WalletExistence = z.infer<typeof WalletExistsSchema>;

/** GET /api/account/v1/wallet/exists?address=: whether the address is already someone's wallet. */
export function checkWalletExists(address: string, signal?: AbortSignal): Promise<WalletExistence> {
  return apiRequest<WalletExistence>('/api/account/v1/wallet/exists', { query: { address }, signal });
}
