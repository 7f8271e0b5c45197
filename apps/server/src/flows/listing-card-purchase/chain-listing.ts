import { marketplaceAbi, ListingStatus } from '@caskmark/contracts';
import type { LiveChain } from '../../modules/chain/public';

/** The contract's listing (price in USD cents for a USD listing) and whether it can be bought right now. */
export async function chainListing(live: LiveChain, listingId: string) {
  const { publicClient, addresses } = live.network;
  const id = BigInt(listingId);
  const status = await publicClient.readContract({ address: addresses.marketplace, abi: marketplaceAbi, functionName: 'listingStatus', args: [id] });
  if (status === ListingStatus.NotFound) return { valid: false as const, status, listing: null };
  const listing = await publicClient.readContract({ address: addresses.marketplace, abi: marketplaceAbi, functionName: 'getListing', args: [id] });
  return { valid: status === ListingStatus.Valid, status, listing };
}
