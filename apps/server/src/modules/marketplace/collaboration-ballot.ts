import { marketplaceAbi } from '@caskmark/contracts';
import { zeroAddress } from 'viem';
import type { AppContext } from '../../context';
import { chainOf } from '../chain/public';

/**
 * The ballot token of a collaboration edition, as the marketplace contract holds it now
 * (`collaborations(tokenId)`, set by the curator; decision 316): the id of the token whose owner will
 * receive the collaboration royalty, or null for an ordinary edition. The chain is the only record
 * of it, so it is read, not copied: no row can say an edition is a collaboration when the contract
 * would charge it as an ordinary one. Without a chain the answer is null (nothing can be listed then).
 */
export async function ballotTokenIdOf(context: AppContext, tokenId: string | null): Promise<string | null> {
  const live = tokenId ? chainOf(context).live : null;
  if (!live || !tokenId) return null;
  const [token, ballotTokenId] = await live.network.publicClient.readContract({
    address: live.network.addresses.marketplace,
    abi: marketplaceAbi,
    functionName: 'collaborations',
    args: [BigInt(tokenId)],
  });
  return token === zeroAddress ? null : ballotTokenId.toString();
}
