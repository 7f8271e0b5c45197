import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import type { EditionHistoryRow } from '@caskmark/shared/api/catalogue';
import type { HistoryQuery } from '@caskmark/shared/api/catalogue-query';
import { expandTransferTypes, historyRangeStart } from '@caskmark/shared/catalogue/history-filters';
import { epochMs } from './sql/pack-summary';
import { containsPattern } from './sql/pack-filters';
import { boundedPageCount } from './sql/page-count';
import { dollars, inList, isoFromMs, rowsOf } from './sql/run';

interface HistorySqlRow {
  public_pk: string;
  transfer_type: string;
  selling_price_cents: number | null;
  selling_price_wei: string | null;
  created_ms: number;
  listing_id: string | null;
  listing_pk: string | null;
  primary_items_total: number | null;
  from_is_brand: number;
  to_is_brand: number;
  from_handler: string | null;
  from_address: string | null;
  to_handler: string | null;
  to_address: string | null;
  release_pk: string;
  release_slug: string;
  release_title: string;
  release_image: string;
  brand_slug: string;
  brand_name: string;
  nft_pk: string | null;
  edition_number: number | null;
  edition_pk: string | null;
  product_title: string | null;
  bottle_image: string | null;
  listing_images: string[] | null;
}

function historyConditions(query: HistoryQuery, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (query.brand_slug) conditions.push(sql`b.slug = ${query.brand_slug}`);
  if (query.release_slug) conditions.push(sql`r.slug = ${query.release_slug}`);
  if (query.release_public_pk) conditions.push(sql`r.public_pk = ${query.release_public_pk}::uuid`);
  if (query.handler) {
    const handler = query.handler.replace(/^@/, '').toLowerCase();
    conditions.push(sql`(lower(fu.handler) = ${handler} or lower(tu.handler) = ${handler})`);
  }
  // The edition page passes the edition NFT's key under this name; an edition's key works too.
  if (query.edition_public_pk) conditions.push(sql`(n.public_pk = ${query.edition_public_pk}::uuid or n.edition_pk = ${query.edition_public_pk}::uuid)`);
  if (query.edition_nft_public_pk) conditions.push(sql`n.public_pk = ${query.edition_nft_public_pk}::uuid`);
  if (query.transfer_type?.length) conditions.push(inList(sql`h.transfer_type`, expandTransferTypes(query.transfer_type)));
  const since = historyRangeStart(query.date_range, now);
  if (since) conditions.push(sql`h.created_at >= ${since.toISOString()}::timestamptz`);
  // Events dated after the business clock (written by a clock that was later moved) stay hidden.
  conditions.push(sql`h.created_at <= ${now.toISOString()}::timestamptz`);
  if (query.from_handler?.trim()) conditions.push(sql`coalesce(fu.handler, h.from_address, '') ilike ${containsPattern(query.from_handler.replace(/^@/, ''))}`);
  if (query.to_handler?.trim()) conditions.push(sql`coalesce(tu.handler, h.to_address, '') ilike ${containsPattern(query.to_handler.replace(/^@/, ''))}`);
  if (query.name?.trim()) {
    const pattern = containsPattern(query.name);
    conditions.push(sql`(r.product_title ilike ${pattern} or pr.title ilike ${pattern})`);
  }
  return conditions;
}

/**
 * `GET /api/release/v2/history`: newest or oldest first, offset pagination. The page is one statement
 * that stops at its last row; the count is exact up to COUNT_PAGES pages (decision 312).
 */
export async function historyPage(db: DbOrTx, now: Date, query: HistoryQuery): Promise<{ count: number; results: EditionHistoryRow[] }> {
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const direction = query.ordering === '-created_at' ? sql.raw('desc') : sql.raw('asc');
  const conditions = historyConditions(query, now);
  const rows = await rowsOf<HistorySqlRow>(
    db,
    sql`select h.public_pk::text as public_pk, h.transfer_type, h.selling_price_cents::float8 as selling_price_cents,
      h.selling_price_wei::text as selling_price_wei, ${epochMs(sql`h.created_at`)} as created_ms,
      l.listing_id::text as listing_id, h.listing_pk::text as listing_pk, h.primary_items_total,
      h.from_is_brand, h.to_is_brand, fu.handler as from_handler, h.from_address, tu.handler as to_handler, h.to_address,
      r.public_pk::text as release_pk, r.slug as release_slug, r.product_title as release_title, r.image as release_image,
      b.slug as brand_slug, b.name as brand_name,
      n.public_pk::text as nft_pk, n.edition_number, n.edition_pk::text as edition_pk, pr.title as product_title,
      coalesce(nullif(pr.image, ''), p.image) as bottle_image,
      case when h.listing_pk is null then null else array(
        select coalesce(nullif(lpr.image, ''), lp.image)
        from listing_items li
        join edition_nfts ln on ln.public_pk = li.edition_nft_pk
        join editions le on le.public_pk = ln.edition_pk
        join products lpr on lpr.public_pk = le.product_pk
        join release_packs lp on lp.public_pk = le.release_pack_pk
        where li.listing_pk = h.listing_pk order by ln.edition_number, ln.public_pk
      ) end as listing_images
    from edition_history h
    join releases r on r.public_pk = h.release_pk
    join brands b on b.public_pk = r.brand_pk
    left join edition_nfts n on n.public_pk = h.edition_nft_pk
    left join editions e on e.public_pk = n.edition_pk
    left join products pr on pr.public_pk = e.product_pk
    left join release_packs p on p.public_pk = e.release_pack_pk
    left join users fu on fu.public_pk = h.from_user_pk
    left join users tu on tu.public_pk = h.to_user_pk
    left join listings l on l.public_pk = h.listing_pk
    where ${sql.join(conditions, sql` and `)}
    order by h.created_at ${direction}, h.public_pk ${direction}
    limit ${query.limit} offset ${offset}`,
  );
  const count = await boundedPageCount(
    db,
    rows.length,
    query.limit,
    offset,
    sql`select 1 from edition_history h
      join releases r on r.public_pk = h.release_pk join brands b on b.public_pk = r.brand_pk
      left join edition_nfts n on n.public_pk = h.edition_nft_pk left join editions e on e.public_pk = n.edition_pk
      left join products pr on pr.public_pk = e.product_pk
      left join users fu on fu.public_pk = h.from_user_pk left join users tu on tu.public_pk = h.to_user_pk
      where ${sql.join(conditions, sql` and `)}`,
  );
  return { count, results: rows.map(presentHistoryRow) };
}

function party(handler: string | null, isBrand: number, address: string | null, brandName: string): string | null {
  if (handler) return handler;
  if (isBrand) return brandName;
  return address;
}

function presentHistoryRow(row: HistorySqlRow): EditionHistoryRow {
  return {
    publicPk: row.public_pk,
    bottleName: row.product_title ?? row.release_title,
    bottleImage: row.bottle_image ?? row.release_image,
    previousOwner: party(row.from_handler, row.from_is_brand, row.from_address, row.brand_name),
    previousOwnerIsBrand: row.from_is_brand > 0,
    currentOwner: party(row.to_handler, row.to_is_brand, row.to_address, row.brand_name),
    currentOwnerIsBrand: row.to_is_brand > 0,
    brandSlug: row.brand_slug,
    releaseSlug: row.release_slug,
    releasePublicPk: row.release_pk,
    editionPublicPk: row.edition_pk,
    editionNftPublicPk: row.nft_pk,
    editionNumber: row.edition_number,
    transferType: row.transfer_type,
    sellingPrice: dollars(row.selling_price_cents),
    sellingPriceEth: row.selling_price_wei === null ? null : Number(BigInt(row.selling_price_wei) / 10n ** 10n) / 1e8,
    createdAt: isoFromMs(row.created_ms)!,
    listingId: row.listing_id ?? row.listing_pk,
    listingEditionNfts: (row.listing_images ?? []).map((image) => ({ image })),
    primaryItemsTotal: row.primary_items_total,
  };
}
