import type { SweepstakesEntry } from '@caskmark/shared/api/sweepstakes';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/release/v3/sweepstakes/entry/eth-payment {sweepstakesPublicPk, fromAccount}: the server quotes
 * the entry's own fee in ETH for 15 minutes (the same quote again while it is awaited) and answers the
 * entry with what the wallet sends.
 */
export function startSweepstakesEthPayment(sweepstakesPublicPk: string, fromAccount: string): Promise<SweepstakesEntry> {
  return apiRequest<SweepstakesEntry>('/api/release/v3/sweepstakes/entry/eth-payment', { method: 'POST', body: { sweepstakesPublicPk, fromAccount } });
}

/** POST .../entry/purchase-with-eth {transactionHash}: the server reads that transaction on chain now; one that does not pay this entry is refused. */
export function announceSweepstakesEthPayment(sweepstakesPublicPk: string, transactionHash: string): Promise<SweepstakesEntry> {
  return apiRequest<SweepstakesEntry>('/api/release/v3/sweepstakes/entry/purchase-with-eth', { method: 'POST', body: { sweepstakesPublicPk, transactionHash } });
}
