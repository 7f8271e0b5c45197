import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ListingCurrency } from '@caskmark/contracts';
import { editionHistory, listingItems, listings, type Tx } from '@caskmark/db';
import { formatEther, getAddress, isAddressEqual, zeroAddress, type Address } from 'viem';
import {
  recordedAt,
  type ChainEvent,
  type ChainProjection,
  type IndexedLog,
  type IndexerBatch,
} from '../../modules/chain/public';
import { lookupsFor, type ProjectionLookups } from './lookups';

type Event<N extends ChainEvent['name']> = Extract<ChainEvent, { name: N }>;

const WEI_PER_ETH = 10n ** 18n;

/** USD cents of a wei amount: with the sale's feed answer (8 decimals) when it has one, else today's price. */
function weiToCents(wei: bigint, feedAnswer: bigint, usdPerEth: number): number {
  if (feedAnswer > 0n) return Number((wei * feedAnswer) / (WEI_PER_ETH * 1_000_000n));
  return Math.round(Number(formatEther(wei)) * usdPerEth * 100);
}

async function listingPkOf(tx: Tx, listingId: bigint): Promise<string | null> {
  const [row] = await tx.select({ publicPk: listings.publicPk }).from(listings).where(eq(listings.listingId, listingId.toString()));
  return row?.publicPk ?? null;
}

/** A listing made on chain: attach it to the row the marketplace API stored with its hash, or record it. */
async function created(tx: Tx, lookups: ProjectionLookups, batch: IndexerBatch, log: IndexedLog, event: Event<'ListingCreated'>): Promise<string | null> {
  const known = await listingPkOf(tx, event.listingId);
  if (known) {
    // Read again (a replay): moves seen before its creation did not concern it; later ones kill it again.
    await tx.update(listings).set({ status: 'active' }).where(and(eq(listings.publicPk, known), eq(listings.status, 'invalid')));
    return known;
  }
  const validUntil = new Date(Number(event.expiration) * 1000);
  const attached = await tx
    .update(listings)
    .set({ listingId: event.listingId.toString(), validUntil, status: 'active' })
    .where(and(eq(listings.transactionHash, log.transactionHash), isNull(listings.listingId)))
    .returning({ publicPk: listings.publicPk });
  if (attached[0]) return attached[0].publicPk;
  const seller = await lookups.ownerOf(event.seller);
  const nfts = await Promise.all(event.tokenIds.map((tokenId) => lookups.nft(tokenId)));
  if (!seller || nfts.some((nft) => nft === null)) return null;
  const isUsd = event.currency === ListingCurrency.USD;
  const isPrivate = !isAddressEqual(event.buyer, zeroAddress);
  const [row] = await tx
    .insert(listings)
    .values({
      listingId: event.listingId.toString(),
      sellerPk: seller.userPk,
      sellerAddress: getAddress(event.seller),
      payoutAddress: getAddress(event.seller),
      amount: isUsd ? (Number(event.price) / 100).toFixed(2) : formatEther(event.price),
      currency: isUsd ? 'USD' : 'ETH',
      priceUsdCents: isUsd ? Number(event.price) : weiToCents(event.price, 0n, batch.usdPerEth),
      validUntil,
      forSpecificBuyer: isPrivate,
      buyerAddress: isPrivate ? getAddress(event.buyer) : null,
      isBundle: event.tokenIds.length > 1,
      isCollaboration: event.royaltyBps > 0 || !isAddressEqual(event.ballotToken, zeroAddress),
      feeBps: event.feeBps,
      royaltyBps: event.royaltyBps,
      ballotTokenId: isAddressEqual(event.ballotToken, zeroAddress) ? null : event.ballotTokenId.toString(),
      transactionHash: log.transactionHash,
      createdAt: log.blockTime,
    })
    .onConflictDoNothing()
    .returning({ publicPk: listings.publicPk });
  if (!row) return null;
  await tx.insert(listingItems).values(nfts.map((nft) => ({ listingPk: row.publicPk, editionNftPk: nft!.publicPk }))).onConflictDoNothing();
  return row.publicPk;
}

interface Sale {
  listingId: bigint;
  seller: Address;
  buyer: Address;
  tokenIds: readonly bigint[];
  /** Each edition's share: wei (null for a card sale) and USD cents. */
  shareWei: bigint | null;
  shareCents: number;
  /** A wallet sale's royalty in wei and its recipient (a card sale's royalty is in its payout row). */
  royalty: bigint;
  royaltyRecipient: Address;
}

/** A wallet sale: the price in wei, in cents at the sale's feed answer. */
function walletSale(event: Event<'Swapped'>, usdPerEth: number): Sale {
  const shareWei = event.price / BigInt(event.tokenIds.length || 1);
  return { listingId: event.listingId, seller: event.seller, buyer: event.buyer, tokenIds: event.tokenIds, shareWei, shareCents: weiToCents(shareWei, event.ethUsdPrice, usdPerEth), royalty: event.royalty, royaltyRecipient: event.royaltyRecipient };
}

/** A card sale the platform settled (decision 340): the USD price, no wei. */
function cardSale(event: Event<'SettledByCard'>): Sale {
  const shareCents = Number(event.priceCents / BigInt(event.tokenIds.length || 1));
  return { listingId: event.listingId, seller: event.seller, buyer: event.recipient, tokenIds: event.tokenIds, shareWei: null, shareCents, royalty: 0n, royaltyRecipient: zeroAddress };
}

/** A sale: the listing is sold and each edition gets a Secondary Market Sale row with its share of the price. */
async function sold(
  tx: Tx,
  lookups: ProjectionLookups,
  batch: IndexerBatch,
  log: IndexedLog,
  event: Sale,
): Promise<string | null> {
  const listingPk = await listingPkOf(tx, event.listingId);
  const royalty = event.royalty > 0n ? { royaltyRecipient: getAddress(event.royaltyRecipient), royaltyWei: event.royalty.toString() } : {};
  if (listingPk) await tx.update(listings).set({ status: 'sold', ...royalty }).where(eq(listings.publicPk, listingPk));
  const seller = await lookups.ownerOf(event.seller);
  const buyer = await lookups.ownerOf(event.buyer);
  for (const tokenId of event.tokenIds) {
    const nft = await lookups.nft(tokenId);
    if (!nft) continue;
    await tx
      .insert(editionHistory)
      .values({
        editionNftPk: nft.publicPk,
        releasePk: nft.releasePk,
        transferType: 'Secondary Market Sale',
        fromUserPk: seller?.userPk ?? null,
        fromAddress: getAddress(event.seller),
        fromIsBrand: seller?.isBrand ? 1 : 0,
        toUserPk: buyer?.userPk ?? null,
        toAddress: getAddress(event.buyer),
        toIsBrand: buyer?.isBrand ? 1 : 0,
        sellingPriceWei: event.shareWei?.toString() ?? null,
        sellingPriceCents: event.shareCents,
        listingPk,
        transactionHash: log.transactionHash,
        sourceKey: `${log.sourceKey}:${tokenId}`,
        createdAt: recordedAt(log.blockTime, batch),
      })
      .onConflictDoNothing({ target: editionHistory.sourceKey });
  }
  return listingPk;
}

/**
 * Active listings of the batch's editions, followed in chain order: a token that moves outside a
 * sale of the listing kills every listing that held it before the move, for good (decision 020);
 * a listing created after the move is untouched.
 */
class ActiveListings {
  private readonly byNft = new Map<string, Set<string>>();
  private readonly idOf = new Map<string, string | null>();
  readonly dead = new Set<string>();

  static async load(tx: Tx, lookups: ProjectionLookups, batch: IndexerBatch): Promise<ActiveListings> {
    const tracker = new ActiveListings();
    const nftPks = new Set<string>();
    for (const transaction of batch.transactions) {
      for (const { event } of transaction.logs) {
        if (event.name !== 'Transfer') continue;
        const nft = await lookups.nft(event.tokenId);
        if (nft) nftPks.add(nft.publicPk);
      }
    }
    if (nftPks.size === 0) return tracker;
    const rows = await tx
      .select({ publicPk: listings.publicPk, listingId: listings.listingId, nftPk: listingItems.editionNftPk })
      .from(listings)
      .innerJoin(listingItems, eq(listingItems.listingPk, listings.publicPk))
      .where(and(inArray(listingItems.editionNftPk, [...nftPks]), eq(listings.status, 'active')));
    for (const row of rows) tracker.add(row.publicPk, row.listingId, [row.nftPk]);
    return tracker;
  }

  add(listingPk: string, listingId: string | null, nftPks: string[]) {
    this.idOf.set(listingPk, listingId);
    this.dead.delete(listingPk);
    for (const nftPk of nftPks) this.byNft.set(nftPk, new Set([...(this.byNft.get(nftPk) ?? []), listingPk]));
  }

  /** Sold or cancelled listings leave the active set (they can no longer die). */
  end(listingPk: string) {
    for (const holders of this.byNft.values()) holders.delete(listingPk);
  }

  moved(nftPk: string, soldListingIds: Set<string>) {
    for (const listingPk of this.byNft.get(nftPk) ?? []) {
      const listingId = this.idOf.get(listingPk);
      if (!listingId || !soldListingIds.has(listingId)) this.dead.add(listingPk);
    }
  }
}

/**
 * Marketplace events → listing rows and sale history: created (attached to the API's row or
 * recorded), expiry updated, disabled, sold; plus listings that can never sell again once a token
 * moves or the seller revokes the marketplace's approval.
 */
export function listingProjection(): ChainProjection {
  return {
    name: 'marketplace-listings',
    async apply(tx, batch) {
      const lookups = await lookupsFor(tx, batch);
      const active = await ActiveListings.load(tx, lookups, batch);
      for (const transaction of batch.transactions) {
        const soldListings = new Set(transaction.logs.flatMap((log) => (log.event.name === 'Swapped' || log.event.name === 'SettledByCard' ? [log.event.listingId.toString()] : [])));
        for (const log of transaction.logs) {
          const event = log.event;
          switch (event.name) {
            case 'ListingCreated': {
              const listingPk = await created(tx, lookups, batch, log, event);
              const nfts = await Promise.all(event.tokenIds.map((tokenId) => lookups.nft(tokenId)));
              if (listingPk) active.add(listingPk, event.listingId.toString(), nfts.flatMap((nft) => (nft ? [nft.publicPk] : [])));
              break;
            }
            case 'ListingUpdated':
              await tx.update(listings).set({ validUntil: new Date(Number(event.expiration) * 1000) }).where(eq(listings.listingId, event.listingId.toString()));
              break;
            case 'ListingDisabled': {
              const listingPk = await listingPkOf(tx, event.listingId);
              if (listingPk) active.end(listingPk);
              await tx.update(listings).set({ status: 'cancelled' }).where(and(eq(listings.listingId, event.listingId.toString()), ne(listings.status, 'sold')));
              break;
            }
            case 'Swapped':
            case 'SettledByCard': {
              const sale = event.name === 'Swapped' ? walletSale(event, batch.usdPerEth) : cardSale(event);
              const listingPk = await sold(tx, lookups, batch, log, sale);
              if (listingPk) active.end(listingPk);
              break;
            }
            case 'Transfer': {
              const nft = await lookups.nft(event.tokenId);
              if (nft) active.moved(nft.publicPk, soldListings);
              break;
            }
            case 'ApprovalForAll':
              if (!event.approved && isAddressEqual(event.operator, batch.addresses.marketplace)) {
                await tx
                  .update(listings)
                  .set({ status: 'invalid' })
                  .where(and(eq(listings.status, 'active'), sql`lower(${listings.sellerAddress}) = ${event.owner.toLowerCase()}`));
              }
              break;
            default:
              break;
          }
        }
      }
      if (active.dead.size > 0) await tx.update(listings).set({ status: 'invalid' }).where(and(inArray(listings.publicPk, [...active.dead]), eq(listings.status, 'active')));
      return [];
    },
  };
}
