import type { Address } from 'viem';
import type { z } from 'zod';
import type { WalletChallengeSchema } from '@caskmark/shared/api/wallet';
import { apiRequest } from '../../../lib/api-client';

/** A sign-in-with-Ethereum message carrying the server's one-time nonce (10 minutes). */
export type WalletChallenge = z.infer<typeof WalletChallengeSchema>;

/** POST /api/account/v1/wallet/challenge: the message a wallet signs before it is added. */
export function getWalletChallenge(address: Address): Promise<WalletChallenge> {
  return apiRequest<WalletChallenge>('/api/account/v1/wallet/challenge', { method: 'POST', body: { address } });
}
