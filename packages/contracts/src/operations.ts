import { parseEventLogs, type Address, type Hash, type PublicClient, type TransactionReceipt } from 'viem';
import type { SignerClient } from './deploy';
import { devPriceFeedAbi } from './generated/dev-price-feed';
import { editionTokenAbi } from './generated/edition-token';
import { marketplaceAbi } from './generated/marketplace';
import { serverGas } from './gas';
import { usdToFeedAnswer } from './sale-math';

export interface EditionMint {
  to: Address;
  tokenId: bigint;
}

export interface MintEditionsResult {
  minted: bigint[];
  /** Ids that already existed on chain (a rerun after a partial mint) and were left alone. */
  alreadyMinted: bigint[];
  transactionHashes: Hash[];
}

/**
 * Mints edition tokens with the minter's wallet, grouped by recipient in batches, skipping ids that
 * exist already so a seed or a reconciliation can be rerun safely. A burned id is refused by the
 * contract (TokenWasBurned).
 */
export async function mintEditions(
  walletClient: SignerClient,
  publicClient: PublicClient,
  editionToken: Address,
  mints: readonly EditionMint[],
  { batchSize = 50 }: { batchSize?: number } = {},
): Promise<MintEditionsResult> {
  const result: MintEditionsResult = { minted: [], alreadyMinted: [], transactionHashes: [] };
  const byRecipient = new Map<Address, bigint[]>();
  for (const mint of mints) {
    const exists = await publicClient.readContract({
      address: editionToken,
      abi: editionTokenAbi,
      functionName: 'exists',
      args: [mint.tokenId],
    });
    if (exists) {
      result.alreadyMinted.push(mint.tokenId);
      continue;
    }
    byRecipient.set(mint.to, [...(byRecipient.get(mint.to) ?? []), mint.tokenId]);
  }
  for (const [to, tokenIds] of byRecipient) {
    for (let start = 0; start < tokenIds.length; start += batchSize) {
      const batch = tokenIds.slice(start, start + batchSize);
      const hash = await walletClient.writeContract({
        address: editionToken,
        abi: editionTokenAbi,
        functionName: 'mintBatch',
        args: [to, batch],
        ...(await serverGas(publicClient)),
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`mintBatch ${hash} reverted`);
      result.minted.push(...batch);
      result.transactionHashes.push(hash);
    }
  }
  return result;
}

/** Publishes a new ETH / USD answer on a DevPriceFeed (dev chain and tests; needs PRICE_SETTER_ROLE). */
export async function publishEthPrice(
  walletClient: SignerClient,
  publicClient: PublicClient,
  priceFeed: Address,
  usd: string | number,
): Promise<Hash> {
  const hash = await walletClient.writeContract({
    address: priceFeed,
    abi: devPriceFeedAbi,
    functionName: 'setAnswer',
    args: [usdToFeedAnswer(usd)],
    ...(await serverGas(publicClient)),
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`setAnswer ${hash} reverted`);
  return hash;
}

/** The listing id a createPublicListing / createPrivateListing transaction produced, if any. */
export function listingIdFromReceipt(receipt: Pick<TransactionReceipt, 'logs'>): bigint | undefined {
  const [created] = parseEventLogs({ abi: marketplaceAbi, eventName: 'ListingCreated', logs: receipt.logs });
  return created?.args.listingId;
}

/** Every marketplace event in a receipt, decoded (for the indexer and for tests). */
export function marketplaceEventsFromReceipt(receipt: Pick<TransactionReceipt, 'logs'>) {
  return parseEventLogs({ abi: marketplaceAbi, logs: receipt.logs });
}
