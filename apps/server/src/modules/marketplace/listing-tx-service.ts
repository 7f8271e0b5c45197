import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import type { Listing } from '@caskmark/shared/api/catalogue';
import type { MarketplaceTransfer } from '@caskmark/shared/api/listings';
import { notFound } from '../../platform/errors';
import { isUuid, rowsOf } from '../catalogue/public';
import { presentListings, queryListings } from './listing-service';

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

export function isTransactionHash(value: string): boolean {
  return TX_HASH.test(value);
}

/**
 * GET /api/marketplace/v2/listings/tx/{transactionHash}: the listing a createPublicListing /
 * createPrivateListing transaction made, as the chain index recorded it (404 until it is indexed).
 */
export async function listingByTransaction(db: DbOrTx, now: Date, hash: string): Promise<Listing | null> {
  if (!isTransactionHash(hash)) throw notFound('Listing');
  const rows = await queryListings(db, now, [sql`lower(l.transaction_hash) = ${hash.toLowerCase()}`, sql`l.listing_id is not null`], sql`l.listing_id`, 1, 0);
  const [listing] = await presentListings(db, rows);
  return listing ?? null;
}

/** GET /api/marketplace/v2/listings/{id}: one listing by its publicPk. */
export async function listingByPublicPk(db: DbOrTx, now: Date, publicPk: string): Promise<Listing> {
  if (!isUuid(publicPk)) throw notFound('Listing');
  const rows = await queryListings(db, now, [sql`l.public_pk = ${publicPk.toLowerCase()}::uuid`], sql`l.public_pk`, 1, 0);
  const [listing] = await presentListings(db, rows);
  if (!listing) throw notFound('Listing');
  return listing;
}

/** GET /api/marketplace/v3/listings/edition-nft/{id}: the live listings holding one edition NFT, cheapest first. */
export async function listingsOfEdition(db: DbOrTx, now: Date, nftPk: string): Promise<Listing[]> {
  if (!isUuid(nftPk)) throw notFound('Edition NFT');
  const rows = await queryListings(
    db,
    now,
    [
      sql`l.status = 'active'`,
      sql`l.valid_until > ${now.toISOString()}::timestamptz`,
      sql`exists (select 1 from listing_items li where li.listing_pk = l.public_pk and li.edition_nft_pk = ${nftPk.toLowerCase()}::uuid)`,
    ],
    sql`l.price_usd_cents asc, l.public_pk asc`,
    50,
    0,
  );
  return (await presentListings(db, rows)).filter((listing) => listing.status === 'active');
}

interface SwapRow {
  transaction_hash: string;
  args: Record<string, unknown>;
  block_time: Date | string;
  listing_pk: string | null;
}

/**
 * GET /api/payments/v2/marketplace-transfer/tx/{transactionHash}: a wallet purchase (`swap`) as the chain
 * index recorded it. Null while the index has not seen it.
 */
export async function marketplaceTransfer(db: DbOrTx, hash: string): Promise<MarketplaceTransfer | null> {
  if (!isTransactionHash(hash)) throw notFound('Transfer');
  const [row] = await rowsOf<SwapRow>(
    db,
    sql`select ce.transaction_hash, ce.args, ce.block_time, l.public_pk::text as listing_pk
      from chain_events ce
      left join listings l on l.listing_id = (ce.args->>'listingId')::numeric
      where ce.transaction_hash = ${hash.toLowerCase()} and ce.contract = 'marketplace' and ce.event_name = 'Swapped'
      limit 1`,
  );
  if (!row) return null;
  const args = row.args as Record<string, string | string[]>;
  const tokenIds = (args.tokenIds as string[] | undefined) ?? [];
  const nfts = tokenIds.length
    ? await rowsOf<{ nft_pk: string }>(
        db,
        sql`select public_pk::text as nft_pk from edition_nfts where token_id in (${sql.join(
          tokenIds.map((id) => sql`${id}::numeric`),
          sql`, `,
        )}) order by token_id`,
      )
    : [];
  return {
    transactionHash: row.transaction_hash,
    status: 'completed',
    listingPublicPk: row.listing_pk,
    listingId: String(args.listingId),
    buyerAddress: String(args.buyer),
    sellerAddress: String(args.seller),
    priceWei: String(args.price),
    feeWei: String(args.fee),
    royaltyWei: String(args.royalty),
    royaltyRecipient: BigInt(String(args.royalty ?? '0')) > 0n ? String(args.royaltyRecipient) : null,
    sellerProceedsWei: String(args.sellerProceeds),
    editionNftPublicPks: nfts.map((nft) => nft.nft_pk),
    completedAt: new Date(row.block_time).toISOString(),
  };
}
