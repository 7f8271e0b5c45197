import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { ListingCurrency, ListingStatus, marketplaceAbi, type SignerClient } from '@caskmark/contracts';
import { editionNfts, listingItems, listings } from '@caskmark/db';
import { demoListingPks } from '@caskmark/db/seed/demo-activity';
import { encodeFunctionData, getAddress, parseEther, type Hash } from 'viem';
import type { AppContext } from '../context';
import type { LiveChain } from '../modules/chain/public';

type ListingRow = typeof listings.$inferSelect;

interface DemoListing {
  row: ListingRow;
  tokenIds: bigint[];
  signer: SignerClient;
}

export interface DemoListingSummary {
  created: number;
  /** Demo listings whose seller's key the demo does not hold (demo data from before the sellers had own wallets). */
  skipped: number;
}

/** A transaction the demo stored for a listing that did land on this chain (the indexer attaches it). */
async function landed(live: LiveChain, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  const receipt = await live.network.publicClient.getTransactionReceipt({ hash: hash as Hash }).catch(() => null);
  return receipt?.status === 'success';
}

/** Demo listings not on this chain yet, with their tokens and the key of the seller's own wallet. */
async function listingsToPlace(context: AppContext, live: LiveChain, signers: Map<string, SignerClient>) {
  const rows = await context.db
    .select()
    .from(listings)
    .where(and(inArray(listings.publicPk, demoListingPks()), isNull(listings.listingId), inArray(listings.status, ['active', 'expired', 'invalid'])));
  const items = rows.length
    ? await context.db
        .select({ listingPk: listingItems.listingPk, tokenId: editionNfts.tokenId })
        .from(listingItems)
        .innerJoin(editionNfts, eq(editionNfts.publicPk, listingItems.editionNftPk))
        .where(and(inArray(listingItems.listingPk, rows.map((row) => row.publicPk)), isNotNull(editionNfts.tokenId)))
    : [];
  const place: DemoListing[] = [];
  let skipped = 0;
  for (const row of rows) {
    if (await landed(live, row.transactionHash)) continue;
    const signer = signers.get(row.sellerAddress.toLowerCase());
    if (!signer) {
      skipped += 1;
      continue;
    }
    const tokenIds = items.filter((item) => item.listingPk === row.publicPk).map((item) => BigInt(item.tokenId!));
    place.push({ row, tokenIds, signer });
  }
  return { place, skipped };
}

/** createPublicListing, or createPrivateListing for a listing made for one buyer, with the demo row's terms. */
function listingCall(listing: DemoListing, expiration: bigint) {
  const { row, tokenIds } = listing;
  const isUsd = row.currency === 'USD';
  const price = isUsd ? BigInt(row.priceUsdCents) : parseEther(row.amount);
  const currency = isUsd ? ListingCurrency.USD : ListingCurrency.ETH;
  if (row.forSpecificBuyer && row.buyerAddress) {
    return encodeFunctionData({ abi: marketplaceAbi, functionName: 'createPrivateListing', args: [tokenIds, price, currency, expiration, getAddress(row.buyerAddress)] });
  }
  return encodeFunctionData({ abi: marketplaceAbi, functionName: 'createPublicListing', args: [tokenIds, price, currency, expiration] });
}

/** Sent from the seller's wallet; the hash is on the row before broadcast, so the indexer attaches the listing to it. */
function sendListing(context: AppContext, live: LiveChain, listing: DemoListing, expiration: bigint): Promise<Hash> {
  return live.sender.send({
    signer: listing.signer,
    to: live.network.addresses.marketplace,
    data: listingCall(listing, expiration),
    purpose: 'demo_listing',
    referencePk: listing.row.publicPk,
    beforeBroadcast: async (hash) => {
      await context.db.update(listings).set({ transactionHash: hash }).where(eq(listings.publicPk, listing.row.publicPk));
    },
  });
}

async function confirm(live: LiveChain, hash: Hash) {
  const receipt = await live.sender.waitForReceipt(hash);
  if (receipt.status !== 'success') throw new Error(`Demo listing ${hash} reverted`);
}

/**
 * A listing that expired in the demo's story was live once: it is made on chain for a second, then
 * chain time moves past it (chain time never goes back, so it cannot be placed in the past).
 */
async function placeExpired(context: AppContext, live: LiveChain, listing: DemoListing): Promise<void> {
  const chain = live.network.dev!.network.chain;
  // A fresh block pins anvil's clock; the listing's block comes one second later, whatever the load.
  await chain.testClient.mine({ blocks: 1 });
  const now = await chain.latestTimestamp();
  await chain.testClient.setNextBlockTimestamp({ timestamp: BigInt(now + 1) });
  await confirm(live, await sendListing(context, live, listing, BigInt(now + 2)));
  await chain.syncTime(now + 3);
}

/**
 * The demo's listings really exist on chain (decision 097): each from its seller's own wallet, which
 * holds the editions and gave the marketplace access, with the demo row's price, currency, buyer and
 * expiration. The indexer then attaches the on-chain listingId to the row. Only what is missing is sent.
 */
export async function placeDemoListings(context: AppContext, live: LiveChain, signers: Map<string, SignerClient>): Promise<DemoListingSummary> {
  const { place, skipped } = await listingsToPlace(context, live, signers);
  const nowMs = context.clock.nowMs();
  const isExpired = (listing: DemoListing) => listing.row.status === 'expired' || listing.row.validUntil.getTime() <= nowMs;
  const current = place.filter((listing) => !isExpired(listing));
  const hashes = await Promise.all(current.map((listing) => sendListing(context, live, listing, BigInt(Math.floor(listing.row.validUntil.getTime() / 1000)))));
  for (const hash of hashes) await confirm(live, hash);
  // One at a time, after the others: each pins the time of the next block.
  for (const listing of place.filter(isExpired)) await placeExpired(context, live, listing);
  return { created: place.length, skipped };
}

/**
 * After indexing, a demo listing the chain says has expired reads 'expired' (the indexer marks a
 * listing active when it attaches it; expiry is otherwise derived from valid_until).
 */
export async function markExpiredDemoListings(context: AppContext, live: LiveChain): Promise<void> {
  const { publicClient, addresses } = live.network;
  const rows = await context.db
    .select({ publicPk: listings.publicPk, listingId: listings.listingId })
    .from(listings)
    .where(and(inArray(listings.publicPk, demoListingPks()), isNotNull(listings.listingId), eq(listings.status, 'active')));
  for (const row of rows) {
    const status = await publicClient.readContract({ address: addresses.marketplace, abi: marketplaceAbi, functionName: 'listingStatus', args: [BigInt(row.listingId!)] });
    if (status === ListingStatus.Expired) await context.db.update(listings).set({ status: 'expired' }).where(and(eq(listings.publicPk, row.publicPk), eq(listings.status, 'active')));
  }
}
