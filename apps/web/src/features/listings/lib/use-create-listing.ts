import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Address, Hash } from 'viem';
import type { Listing } from '@caskmark/shared/api/catalogue';
import type { Wallet } from '@caskmark/shared/api/wallet';
import type { Currency } from '@caskmark/shared/format/price';
import { queryKeys } from '../../../lib/query-keys';
import { updateWallet } from '../../wallets/api/update-wallet';
import { checkListing } from '../api/check-listing';
import { getListingByTransaction } from '../api/get-listing-by-transaction';
import { contractPrice, toUnixSeconds } from './listing-draft';
import { listingErrorMessage, type ListingAction } from './listing-messages';
import { pollOnNotFound } from './poll-on-not-found';
import { useListingContract } from './use-listing-contract';

export interface ListingDraft {
  editions: { editionNftPublicPk: string; tokenId: string }[];
  price: string;
  currency: Currency;
  expiration: Date;
  buyerAddress: Address | null;
  wallet: Pick<Wallet, 'publicPk' | 'address' | 'walletProvider'>;
}

export type CreateListingStep =
  | { name: 'form' }
  | { name: 'checking' }
  | { name: 'approve'; owner: Address }
  | { name: 'approving' }
  | { name: 'signing' }
  | { name: 'indexing'; hash: Hash }
  | { name: 'listed'; listing: Listing }
  | { name: 'notOnChain'; hash: Hash };

/**
 * Creating a listing (spec part 2 §4 "Listing"): the server's check, the owner's wallet, approval
 * for all checked first (the 'Approve collection' popup, after which the listing resumes), the
 * contract call, then the listing polled by its hash from the chain index (25 × 5 s on 404).
 */
export function useCreateListing() {
  const contract = useListingContract();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CreateListingStep>({ name: 'form' });
  const [error, setError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const pending = useRef<{ draft: ListingDraft; owner: Address } | null>(null);

  const fail = useCallback((action: ListingAction, cause: unknown) => {
    setError(listingErrorMessage(action, cause));
    setAttempted(true);
    setStep({ name: 'form' });
  }, []);

  const send = useCallback(
    async (draft: ListingDraft, owner: Address) => {
      setStep({ name: 'signing' });
      let hash: Hash;
      try {
        hash = await contract.createListing(owner, {
          tokenIds: draft.editions.map((edition) => BigInt(edition.tokenId)),
          price: contractPrice(draft.price, draft.currency),
          currency: draft.currency,
          expiration: toUnixSeconds(draft.expiration),
          buyer: draft.buyerAddress,
        });
      } catch (cause) {
        fail('listing', cause);
        return;
      }
      setStep({ name: 'indexing', hash });
      try {
        const listing = await pollOnNotFound(() => getListingByTransaction(hash));
        setStep(listing ? { name: 'listed', listing } : { name: 'notOnChain', hash });
      } catch (cause) {
        fail('listing', cause);
        return;
      }
      for (const edition of draft.editions) void queryClient.invalidateQueries({ queryKey: queryKeys.editionListingData(edition.editionNftPublicPk) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.vault() });
      void queryClient.invalidateQueries({ queryKey: ['listings'] });
      void queryClient.invalidateQueries({ queryKey: ['listing'] });
    },
    [contract, fail, queryClient],
  );

  const start = useCallback(
    async (draft: ListingDraft) => {
      setError(null);
      setStep({ name: 'checking' });
      const [first] = draft.editions;
      try {
        await checkListing(first!.editionNftPublicPk, {
          listingPrice: draft.price,
          currency: draft.currency,
          isListed: true,
          editionNftPublicPks: draft.editions.map((edition) => edition.editionNftPublicPk),
          buyerAddress: draft.buyerAddress,
          validUntil: draft.expiration.toISOString(),
        });
      } catch (cause) {
        fail('listing', cause);
        return;
      }
      let owner: Address;
      try {
        owner = await contract.connectAs(draft.wallet);
        if (!(await contract.isApproved(owner))) {
          pending.current = { draft, owner };
          setStep({ name: 'approve', owner });
          return;
        }
      } catch (cause) {
        fail('listing', cause);
        return;
      }
      await send(draft, owner);
    },
    [contract, fail, send],
  );

  /** PROVIDE ACCESS in the 'Approve collection' popup; the listing then resumes. */
  const approveAndResume = useCallback(async () => {
    const resume = pending.current;
    if (!resume) return;
    setError(null);
    setStep({ name: 'approving' });
    try {
      const hash = await contract.approve(resume.owner);
      // The server reads the approval from the chain; the hash only tells it to look now.
      void updateWallet(resume.draft.wallet.publicPk, { approvedAddress: contract.marketplace, approvalTransactionHash: hash }).catch(() => undefined);
    } catch (cause) {
      fail('approval', cause);
      return;
    }
    pending.current = null;
    await send(resume.draft, resume.owner);
  }, [contract, fail, send]);

  const busy = step.name === 'checking' || step.name === 'approving' || step.name === 'signing' || step.name === 'indexing';
  return { step, error, attempted, busy, start, approveAndResume, cancelApproval: () => setStep({ name: 'form' }) };
}
