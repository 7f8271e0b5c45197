import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Address, Hash } from 'viem';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { getListing } from '../../catalogue/api/get-listing';
import { toUnixSeconds } from './listing-draft';
import { listingErrorMessage } from './listing-messages';
import { useListingContract } from './use-listing-contract';

export type UpdateListingStep = { name: 'form' } | { name: 'signing'; action: 'update' | 'delete' } | { name: 'indexing'; action: 'update' | 'delete'; hash: Hash } | { name: 'done'; action: 'update' | 'delete' };

/** 'Cannot remove unlisted listing' counts as success (spec part 2 §8); the contract says ListingNotActive. */
function alreadyRemoved(error: unknown): boolean {
  return /Cannot remove unlisted listing|ListingNotActive/i.test(String((error as { message?: unknown })?.message ?? error));
}

/**
 * Update Listing: a new expiry (`updateListingExpiration`) or Delete Listing (`disableListing`) from
 * the seller's wallet, then the listing read again until the chain index shows the change.
 */
export function useUpdateListing(listing: { publicPk: string; listingId: string }, wallet: Pick<Wallet, 'address' | 'walletProvider'> | undefined, editionNftPublicPk: string) {
  const contract = useListingContract();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<UpdateListingStep>({ name: 'form' });
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (action: 'update' | 'delete', expiry?: Date) => {
      if (!wallet) return;
      setError(null);
      setStep({ name: 'signing', action });
      let hash: Hash | null = null;
      try {
        const owner: Address = await contract.connectAs(wallet);
        hash = action === 'update' ? await contract.updateExpiration(owner, BigInt(listing.listingId), toUnixSeconds(expiry!)) : await contract.disable(owner, BigInt(listing.listingId));
      } catch (cause) {
        if (!(action === 'delete' && alreadyRemoved(cause))) {
          setError(listingErrorMessage(action, cause));
          setStep({ name: 'form' });
          return;
        }
      }
      if (hash) {
        setStep({ name: 'indexing', action, hash });
        const wanted = expiry ? toUnixSeconds(expiry) : null;
        for (let attempt = 0; attempt < 25; attempt += 1) {
          const current = await getListing(listing.publicPk).catch((cause: unknown) => (cause instanceof ApiError ? null : Promise.reject(cause)));
          if (current && (action === 'delete' ? current.status !== 'active' : toUnixSeconds(new Date(current.validUntil)) === wanted)) break;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.editionListingData(editionNftPublicPk) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.vault() });
      void queryClient.invalidateQueries({ queryKey: ['listings'] });
      void queryClient.invalidateQueries({ queryKey: ['listing'] });
      setStep({ name: 'done', action });
    },
    [contract, listing.listingId, listing.publicPk, wallet, queryClient, editionNftPublicPk],
  );

  const busy = step.name === 'signing' || step.name === 'indexing';
  return { step, error, busy, run, explorerUrl: contract.explorerUrl };
}
