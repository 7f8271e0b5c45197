import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import type { Listing } from '@caskmark/shared/api/catalogue';
import { EXPIRING_SOON_WINDOW_MS, NEW_LISTING_WINDOW_MS, type ListingListQuery } from '@caskmark/shared/api/marketplace-query';
import { notFound } from '../../platform/errors';
import {
  boundedPageCount,
  containsPattern,
  dollars,
  epochMs,
  inList,
  inUuidList,
  isoFromMs,
  isUuid,
  nowParam,
  priceRangeConditions,
  productAttributeConditions,
  rowsOf,
  toPage,
} from '../catalogue/public';

/**
 * From a listing item `li` to its edition NFT `n`, edition `e`, product `pr`, release pack `p`,
 * release `r` and brand `b`: what the filters and the listing cards read about each item.
 */
const LISTING_ITEM_JOINS = sql`join edition_nfts n on n.public_pk = li.edition_nft_pk
  join editions e on e.public_pk = n.edition_pk
  join products pr on pr.public_pk = e.product_pk
  join release_packs p on p.public_pk = e.release_pack_pk
  join releases r on r.public_pk = p.release_pk
  join brands b on b.public_pk = r.brand_pk`;

export interface ListingRow {
  public_pk: string;
  listing_id: string | null;
  seller_handler: string;
  amount: string;
  currency: 'USD' | 'ETH';
  price_usd_cents: number;
  valid_until_ms: number;
  created_ms: number;
  for_specific_buyer: boolean;
  buyer_address: string | null;
  is_bundle: boolean;
  is_collaboration: boolean;
  fee_bps: number;
  royalty_bps: number;
  ballot_token_id: string | null;
  royalty_recipient: string | null;
  royalty_wei: string | null;
  status: Listing['status'];
  is_expired: boolean;
  is_unhonourable: boolean;
}

interface ListingItemRow {
  listing_pk: string;
  nft_pk: string;
  name: string;
  image: string;
  edition_number: number;
  brand_slug: string;
  release_slug: string;
}

const ORDER: Record<ListingListQuery['ordering'], SQL> = {
  valid_until: sql`l.valid_until asc, l.public_pk asc`,
  '-valid_until': sql`l.valid_until desc, l.public_pk desc`,
  min_price_usd: sql`l.price_usd_cents asc, l.public_pk asc`,
  '-min_price_usd': sql`l.price_usd_cents desc, l.public_pk desc`,
  listing_handler: sql`lower(u.handler) asc, l.public_pk asc`,
  '-listing_handler': sql`lower(u.handler) desc, l.public_pk desc`,
};

/**
 * "Always honourable" (decision 331): a listing one of whose editions is locked (a gift, a redemption,
 * a card purchase under way), left its seller, or was burned can never be honoured, whatever the
 * contract's own state, so no read offers it. The chain projection marks moved or unapproved listings
 * invalid; this covers the locks the chain does not know about, at once.
 */
const UNHONOURABLE = sql`exists (select 1 from listing_items lx join edition_nfts nx on nx.public_pk = lx.edition_nft_pk
  where lx.listing_pk = l.public_pk and (nx.is_locked or nx.status <> 'owned' or nx.owner_pk is distinct from l.seller_pk))`;

/** Catalogue filters hold when one of the listing's editions matches them. */
function listingConditions(query: ListingListQuery, now: Date): SQL[] {
  const at = nowParam(now);
  const conditions: SQL[] = [sql`l.status = 'active'`, sql`l.valid_until > ${at}`, sql`not ${UNHONOURABLE}`, ...priceRangeConditions(query, sql`l.price_usd_cents`)];
  if (query.is_bundle !== undefined) conditions.push(sql`l.is_bundle = ${query.is_bundle}`);
  if (query.new_listing) conditions.push(sql`l.created_at >= ${new Date(now.getTime() - NEW_LISTING_WINDOW_MS).toISOString()}::timestamptz`);
  if (query.expiring_soon) conditions.push(sql`l.valid_until <= ${new Date(now.getTime() + EXPIRING_SOON_WINDOW_MS).toISOString()}::timestamptz`);
  if (query.listings_owner?.trim()) conditions.push(sql`lower(u.handler) = ${query.listings_owner.trim().replace(/^@/, '').toLowerCase()}`);

  const attributes = productAttributeConditions(query);
  const item: SQL[] = [];
  if (query.brand_name?.trim()) item.push(sql`b.name ilike ${containsPattern(query.brand_name)}`);
  if (query.brand_slug?.length) item.push(inList(sql`b.slug`, query.brand_slug));
  if (query.product_title?.trim()) item.push(sql`(pr.title ilike ${containsPattern(query.product_title)} or r.product_title ilike ${containsPattern(query.product_title)})`);
  if (query.search?.trim()) {
    const pattern = containsPattern(query.search);
    item.push(sql`(b.name ilike ${pattern} or r.product_title ilike ${pattern} or pr.title ilike ${pattern})`);
  }
  if (query.release?.length) item.push(sql`(${inList(sql`r.slug`, query.release)} or ${inList(sql`r.public_pk::text`, query.release.map((ref) => ref.toLowerCase()))})`);
  if (query.release_style?.length) item.push(inList(sql`r.release_style`, query.release_style));
  if (item.length) {
    // Every condition on one and the same item (a bundle's two bottles are two items).
    conditions.push(sql`exists (
      select 1 from listing_items li
      ${LISTING_ITEM_JOINS}
      where li.listing_pk = l.public_pk and ${sql.join([...attributes, ...item], sql` and `)})`);
  } else if (attributes.length) {
    // Bottle attributes alone: the listed items' products, one hash join over listing_items (decision 313).
    conditions.push(sql`l.public_pk in (
      select li.listing_pk from listing_items li join products pr on pr.public_pk = li.product_pk
      where ${sql.join(attributes, sql` and `)})`);
  }
  return conditions;
}

export async function queryListings(db: DbOrTx, now: Date, where: SQL[], order: SQL, limit: number, offset: number): Promise<ListingRow[]> {
  return rowsOf<ListingRow>(
    db,
    sql`select l.public_pk::text as public_pk, l.listing_id::text as listing_id, u.handler as seller_handler, l.amount::text as amount,
        l.currency, l.price_usd_cents::float8 as price_usd_cents, ${epochMs(sql`l.valid_until`)} as valid_until_ms,
        ${epochMs(sql`l.created_at`)} as created_ms, l.for_specific_buyer, l.buyer_address, l.is_bundle, l.status,
        l.is_collaboration, l.fee_bps, l.royalty_bps, l.ballot_token_id::text as ballot_token_id, l.royalty_recipient, l.royalty_wei::text as royalty_wei,
        (l.valid_until <= ${nowParam(now)}) as is_expired, ${UNHONOURABLE} as is_unhonourable
      from listings l join users u on u.public_pk = l.seller_pk
      where ${sql.join(where, sql` and `)}
      order by ${order}
      limit ${limit} offset ${offset}`,
  );
}

export async function presentListings(db: DbOrTx, rows: ListingRow[]): Promise<Listing[]> {
  if (!rows.length) return [];
  const items = await rowsOf<ListingItemRow>(
    db,
    sql`select li.listing_pk::text as listing_pk, n.public_pk::text as nft_pk, pr.title as name,
        coalesce(nullif(pr.image, ''), p.image) as image, n.edition_number, b.slug as brand_slug, r.slug as release_slug
      from listing_items li
      ${LISTING_ITEM_JOINS}
      where ${inUuidList(sql`li.listing_pk`, rows.map((row) => row.public_pk))}
      order by n.edition_number, n.public_pk`,
  );
  return rows.map((row) => ({
    publicPk: row.public_pk,
    listingId: row.listing_id,
    listingHandler: row.seller_handler,
    editionData: items
      .filter((item) => item.listing_pk === row.public_pk)
      .map((item) => ({
        editionNftPublicPk: item.nft_pk,
        name: item.name,
        image: item.image,
        editionNumber: item.edition_number,
        brandSlug: item.brand_slug,
        releaseSlug: item.release_slug,
      })),
    amount: normaliseAmount(row.amount),
    currency: row.currency,
    priceUsd: dollars(row.price_usd_cents) ?? 0,
    validUntil: isoFromMs(row.valid_until_ms)!,
    forSpecificBuyer: row.for_specific_buyer,
    buyerAddress: row.buyer_address,
    isBundle: row.is_bundle,
    status: row.status !== 'active' ? row.status : row.is_expired ? 'expired' : row.is_unhonourable ? 'invalid' : 'active',
    createdAt: isoFromMs(row.created_ms)!,
    isCollaboration: row.is_collaboration,
    feeBps: Number(row.fee_bps),
    royaltyBps: Number(row.royalty_bps),
    ballotTokenId: row.ballot_token_id,
    royaltyRecipient: row.royalty_recipient,
    royaltyWei: row.royalty_wei,
  }));
}

/** '240.00000000' → '240'; '0.08500000' → '0.085'. */
export function normaliseAmount(amount: string): string {
  return amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount;
}

/** `GET /api/marketplace/v2/listings/marketplace`: active listings (private ones included, marked). */
export async function listingPage(db: DbOrTx, now: Date, query: ListingListQuery) {
  const where = listingConditions(query, now);
  const offset = (query.page - 1) * query.size;
  const rows = await queryListings(db, now, where, ORDER[query.ordering], query.size, offset);
  const count = await boundedPageCount(db, rows.length, query.size, offset, sql`select 1 from listings l join users u on u.public_pk = l.seller_pk where ${sql.join(where, sql` and `)}`);
  return toPage(await presentListings(db, rows), count, query.page, query.size);
}

/** One listing by its contract listing id (digits) or its publicPk, whatever its status. */
export async function requireListing(db: DbOrTx, now: Date, listingId: string): Promise<Listing> {
  const where = isUuid(listingId) ? sql`l.public_pk = ${listingId.toLowerCase()}::uuid` : /^\d{1,78}$/.test(listingId) ? sql`l.listing_id = ${listingId}::numeric` : null;
  if (!where) throw notFound('Listing');
  const rows = await queryListings(db, now, [where], sql`l.public_pk`, 1, 0);
  const [listing] = await presentListings(db, rows);
  if (!listing) throw notFound('Listing');
  return listing;
}
