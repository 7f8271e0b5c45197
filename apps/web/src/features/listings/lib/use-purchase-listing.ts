import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Hash } from 'viem';
import type { Listing } from '@caskmark/shared/api/catalogue';
import type { MarketplaceTransfer } from '@caskmark/shared/api/listings';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { queryKeys } from '../../../lib/query-keys';
import { updateWallet } from '../../wallets/api/update-wallet';
import { getMarketplaceTransfer } from '../api/get-marketplace-transfer';
import { listingErrorMessage } from './listing-messages';
import { pollOnNotFound } from './poll-on-not-found';
import { useListingContract } from './use-listing-contract';

export type PurchaseStep =
  | { name: 'choose' }
  | { name: 'approving' }
  | { name: 'signing' }
  | { name: 'processing'; hash: Hash }
  | { name: 'complete'; transfer: MarketplaceTransfer }
  | { name: 'pending'; hash: Hash };

/**
 * Buying a listing with a wallet (spec part 2 §4 "Purchase of a listing", decision 332): PROVIDE
 * ACCESS first when the wallet has not approved the marketplace, then PURCHASE sends `swap`; the
 * processing popup lasts until the server confirms the purchase from the chain index (25 × 5 s on 404).
 */
export function usePurchaseListing(listing: Listing) {
  const contract = useListingContract();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<PurchaseStep>({ name: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const [approved, setApproved] = useState<Set<string>>(new Set());

  const approve = useCallback(
    async (wallet: Wallet) => {
      setError(null);
      setStep({ name: 'approving' });
      try {
        const owner = await contract.connectAs(wallet);
        if (!(await contract.isApproved(owner))) {
          const hash = await contract.approve(owner);
          void updateWallet(wallet.publicPk, { approvedAddress: contract.marketplace, approvalTransactionHash: hash }).catch(() => undefined);
        }
        setApproved((previous) => new Set(previous).add(wallet.address.toLowerCase()));
      } catch (cause) {
        setError(listingErrorMessage('approval', cause).replace('CREATE LISTING', 'PROVIDE ACCESS'));
      }
      setStep({ name: 'choose' });
    },
    [contract],
  );

  const purchase = useCallback(
    async (wallet: Wallet) => {
      setError(null);
      setStep({ name: 'signing' });
      let hash: Hash;
      try {
        const buyer = await contract.connectAs(wallet);
        hash = await contract.purchase(buyer, BigInt(listing.listingId!), listing.currency);
      } catch (cause) {
        setError(listingErrorMessage('purchase', cause));
        setStep({ name: 'choose' });
        return;
      }
      setStep({ name: 'processing', hash });
      try {
        const transfer = await pollOnNotFound(() => getMarketplaceTransfer(hash));
        setStep(transfer ? { name: 'complete', transfer } : { name: 'pending', hash });
      } catch (cause) {
        setError(listingErrorMessage('purchase', cause));
        setStep({ name: 'choose' });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.vault() });
      void queryClient.invalidateQueries({ queryKey: ['listing'] });
      void queryClient.invalidateQueries({ queryKey: ['listings'] });
      void queryClient.invalidateQueries({ queryKey: ['history'] });
    },
    [contract, listing.listingId, listing.currency, queryClient],
  );

  const isApproved = (wallet: Wallet) => wallet.isApproved || approved.has(wallet.address.toLowerCase());
  const busy = step.name === 'approving' || step.name === 'signing' || step.name === 'processing';
  return { step, error, busy, approve, purchase, isApproved, explorerUrl: contract.explorerUrl };
}
