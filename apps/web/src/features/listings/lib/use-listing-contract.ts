import { useMemo } from 'react';
import type { Address, Hash } from 'viem';
import { getGasPrice, readContract, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { editionTokenAbi } from '@caskmark/contracts/generated/edition-token';
import { marketplaceAbi } from '@caskmark/contracts/generated/marketplace';
import { ListingCurrency, ListingStatus, swapValue } from '@caskmark/contracts/sale-math';
import { doubledGasPrice } from '@caskmark/shared/rules/payment-methods';
import { useWalletRuntime } from '../../wallets/components/wallet-runtime';
import { prepareWalletConnector, requestWalletAccount, type SigningWallet } from '../../wallets/lib/connect-wallet-as';
import { ListingRefusedError } from './listing-messages';

export interface NewListing {
  tokenIds: bigint[];
  /** Wei for ETH, cents for USD (the contract's units). */
  price: bigint;
  currency: 'USD' | 'ETH';
  /** Unix seconds. */
  expiration: bigint;
  buyer: Address | null;
}

/** Why `listingStatus` says a listing cannot be bought now, in the buyer's words. */
const NOT_BUYABLE: Partial<Record<number, string>> = {
  [ListingStatus.NotFound]: 'This listing is not on chain.',
  [ListingStatus.Sold]: 'This listing has already been sold.',
  [ListingStatus.Disabled]: 'The seller took this listing down.',
  [ListingStatus.Expired]: 'This listing has expired.',
  [ListingStatus.OwnerChanged]: 'The NFT moved since it was listed, so this listing can no longer be bought.',
  [ListingStatus.ApprovalRevoked]: 'The seller withdrew the marketplace’s access, so this listing can no longer be bought.',
};

/**
 * The marketplace contract from the collector's own wallet (decisions 330, 332): connect as the
 * wallet that must sign, read and grant approval-for-all, create / re-date / disable a listing,
 * and buy one with `swap` after checking on chain that it can be bought. Every transaction is sent at
 * twice the network gas price and waited for; the server learns its effect from the chain index.
 */
export function useListingContract() {
  const { config, chain } = useWalletRuntime();
  return useMemo(() => {
    const chainId = chain.chainId;
    const { editionToken, marketplace } = chain.contracts;
    const gasPrice = async () => doubledGasPrice(await getGasPrice(config, { chainId }));
    const mined = async (hash: Hash) => {
      const receipt = await waitForTransactionReceipt(config, { hash, chainId });
      if (receipt.status !== 'success') throw new Error('The transaction was reverted on chain.');
      return hash;
    };

    return {
      marketplace,
      async connectAs(wallet: SigningWallet): Promise<Address> {
        const session = await prepareWalletConnector(config, chain, wallet, chainId);
        return requestWalletAccount(config, session, wallet, chainId);
      },
      isApproved(owner: Address): Promise<boolean> {
        return readContract(config, { address: editionToken, abi: editionTokenAbi, functionName: 'isApprovedForAll', args: [owner, marketplace], chainId });
      },
      async approve(owner: Address): Promise<Hash> {
        const hash = await writeContract(config, { address: editionToken, abi: editionTokenAbi, functionName: 'setApprovalForAll', args: [marketplace, true], account: owner, chainId, gasPrice: await gasPrice() });
        return mined(hash);
      },
      async createListing(owner: Address, listing: NewListing): Promise<Hash> {
        const currency = ListingCurrency[listing.currency];
        const common = { address: marketplace, abi: marketplaceAbi, account: owner, chainId, gasPrice: await gasPrice() } as const;
        const hash = listing.buyer
          ? await writeContract(config, { ...common, functionName: 'createPrivateListing', args: [listing.tokenIds, listing.price, currency, listing.expiration, listing.buyer] })
          : await writeContract(config, { ...common, functionName: 'createPublicListing', args: [listing.tokenIds, listing.price, currency, listing.expiration] });
        return mined(hash);
      },
      async updateExpiration(owner: Address, listingId: bigint, expiration: bigint): Promise<Hash> {
        const hash = await writeContract(config, { address: marketplace, abi: marketplaceAbi, functionName: 'updateListingExpiration', args: [listingId, expiration], account: owner, chainId, gasPrice: await gasPrice() });
        return mined(hash);
      },
      async disable(owner: Address, listingId: bigint): Promise<Hash> {
        const hash = await writeContract(config, { address: marketplace, abi: marketplaceAbi, functionName: 'disableListing', args: [listingId], account: owner, chainId, gasPrice: await gasPrice() });
        return mined(hash);
      },
      /** Checks the listing on chain, then sends `swap` with the contract's quote (the contract refunds any excess). */
      async purchase(buyer: Address, listingId: bigint, currency: 'USD' | 'ETH'): Promise<Hash> {
        const status = await readContract(config, { address: marketplace, abi: marketplaceAbi, functionName: 'listingStatus', args: [listingId], chainId });
        const refusal = NOT_BUYABLE[Number(status)];
        if (refusal) throw new ListingRefusedError(refusal);
        const quote = await readContract(config, { address: marketplace, abi: marketplaceAbi, functionName: 'quoteListing', args: [listingId], chainId });
        return writeContract(config, {
          address: marketplace,
          abi: marketplaceAbi,
          functionName: 'swap',
          args: [listingId],
          value: swapValue(quote, ListingCurrency[currency]),
          account: buyer,
          chainId,
          gasPrice: await gasPrice(),
        });
      },
      explorerUrl(hash: Hash): string | null {
        return chain.explorerUrl ? `${chain.explorerUrl.replace(/\/$/, '')}/tx/${hash}` : null;
      },
    };
  }, [config, chain]);
}
