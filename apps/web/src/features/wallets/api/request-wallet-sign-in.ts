import type { Address } from 'viem';
import type { z } from 'zod';
import type { WalletChallengeSchema } from '@caskmark/shared/api/wallet';
import { apiRequest } from '../../../lib/api-client';

export type WalletSignInChallenge = z.infer<typeof WalletChallengeSchema>;

/** Wallet sign-in, first half (spec part 1 §4): the server's one-time message for this address. */
export function requestWalletSignIn(address: Address): Promise<WalletSignInChallenge> {
  return apiRequest<WalletSignInChallenge>('/api/auth/v1/wallet/challenge', { method: 'POST', body: { address }, anonymous: true });
}
