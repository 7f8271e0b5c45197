import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import type { EditionNft } from '@caskmark/shared/api/catalogue';
import { EXPIRING_SOON_WINDOW_MS, NEW_LISTING_WINDOW_MS, type EditionCursorQuery, type EditionListQuery } from '@caskmark/shared/api/marketplace-query';
import { DEFAULT_EDITION_ORDERING } from '@caskmark/shared/catalogue/orderings';
import { notFound } from '../../platform/errors';
import { loadBidLadders } from './bid-ladders';
import { countEditions, editionOrderKeys, queryEditions, type EditionRow } from './edition-repository';
import { toPage } from './paging';
import { presentEditionNft } from './presenters/edition-nft-presenter';
import { cursorFromRow, decodeCursor } from './sql/ordering';
import { boundedPageCount } from './sql/page-count';
import { inUuidList, rowsOf } from './sql/run';
import { packCandidateConditions, priceRangeConditions, productAttributeConditions } from './sql/pack-filters';

export async function presentEditionRows(db: DbOrTx, rows: EditionRow[], viewerPk: string | null): Promise<EditionNft[]> {
  if (!rows.length) return [];
  const ladders = await loadBidLadders(db);
  return rows.map((row) => presentEditionNft(row, ladders, viewerPk));
}

/** Filters of the marketplace panel applied to single editions: over `n`, `p`, `r`, `b`, `pr`. */
function editionCandidates(query: EditionListQuery, now: Date): SQL[] {
  // Bottle attributes narrow to the edition's own bottle, not to any bottle of its pack.
  const candidates = [...packCandidateConditions(query, now, { attributes: false }), ...productAttributeConditions(query)];
  if (query.release_pack) candidates.push(sql`p.public_pk = ${query.release_pack}::uuid`);
  return candidates;
}

function editionConditions(query: EditionListQuery, now: Date): SQL[] {
  const conditions: SQL[] = priceRangeConditions(query, sql.raw('price_cents'));
  if (query.primary_available !== undefined) conditions.push(sql`primary_available = ${query.primary_available}`);
  const listed = query.secondary_available ?? query.is_listed;
  if (listed !== undefined) conditions.push(sql`secondary_available = ${listed}`);
  if (query.new_listing) conditions.push(sql`newest_listing_ms >= ${now.getTime() - NEW_LISTING_WINDOW_MS}`);
  if (query.expiring_soon) conditions.push(sql`soonest_expiry_ms <= ${now.getTime() + EXPIRING_SOON_WINDOW_MS}`);
  if (query.status?.length) {
    const byStatus: Record<string, SQL> = {
      available: sql`primary_available`,
      upcoming: sql`sale_status = 'upcoming'`,
      listed: sql`secondary_available`,
      sold_out: sql`(status <> 'unsold')`,
    };
    conditions.push(sql`(${sql.join(query.status.map((status) => byStatus[status]!), sql` or `)})`);
  }
  return conditions;
}

/**
 * The page's edition NFTs when nothing narrows the list and it is in the default order (collaborations
 * last, newest go-live first, then by number and id), without building and sorting every edition's
 * view (decision 320): each half (collaboration or not) walks `edition_nfts_go_live_order_idx` and
 * stops at the page's end; the view is then built for those rows only.
 */
async function unfilteredDefaultPageIds(db: DbOrTx, limit: number, offset: number): Promise<string[]> {
  const walk = (collaboration: boolean) => sql`(select n.public_pk, r.is_collaboration, n.go_live_date, n.edition_number
    from edition_nfts n join editions e on e.public_pk = n.edition_pk join release_packs p on p.public_pk = e.release_pack_pk
    join releases r on r.public_pk = p.release_pk
    where r.is_collaboration = ${collaboration}
    order by n.go_live_date desc nulls last, n.edition_number, n.public_pk
    limit ${limit + offset})`;
  const rows = await rowsOf<{ public_pk: string }>(
    db,
    sql`select public_pk::text from (${walk(false)} union all ${walk(true)}) w
      order by is_collaboration, go_live_date desc nulls last, edition_number, public_pk limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => row.public_pk);
}

/** Marketplace v2 `editions`. */
export async function editionPage(db: DbOrTx, now: Date, query: EditionListQuery, viewerPk: string | null) {
  const base = { now, candidates: editionCandidates(query, now), conditions: editionConditions(query, now), keys: editionOrderKeys(query.ordering) };
  if (!base.candidates.length && !base.conditions.length && query.ordering === DEFAULT_EDITION_ORDERING) {
    const offset = (query.page - 1) * query.size;
    const ids = await unfilteredDefaultPageIds(db, query.size, offset);
    const rows = ids.length ? await queryEditions(db, { ...base, candidates: [inUuidList(sql`n.public_pk`, ids)], limit: query.size }) : [];
    // Every edition NFT is listed: counted up to COUNT_PAGES pages, like history and listings (decision 312).
    const count = await boundedPageCount(db, rows.length, query.size, offset, sql`select 1 from edition_nfts`);
    return toPage(await presentEditionRows(db, rows, viewerPk), count, query.page, query.size);
  }
  const [rows, count] = await Promise.all([queryEditions(db, { ...base, limit: query.size, offset: (query.page - 1) * query.size }), countEditions(db, base)]);
  return toPage(await presentEditionRows(db, rows, viewerPk), count, query.page, query.size);
}

/** Editions of one pack by number; `page`/`size` (release v2 `nfts`) or a cursor (marketplace v3). */
export async function packEditionsPage(db: DbOrTx, now: Date, packPk: string, page: number, size: number, viewerPk: string | null) {
  const base = { now, candidates: [sql`p.public_pk = ${packPk}::uuid`], keys: editionOrderKeys('edition_number') };
  const [rows, count] = await Promise.all([queryEditions(db, { ...base, limit: size, offset: (page - 1) * size }), countEditions(db, base)]);
  return toPage(await presentEditionRows(db, rows, viewerPk), count, page, size);
}

export async function packEditionsCursor(db: DbOrTx, now: Date, packPk: string, query: EditionCursorQuery, viewerPk: string | null) {
  const ordering = 'edition_number';
  const keys = editionOrderKeys(ordering);
  const after = query.cursor ? decodeCursor(query.cursor, ordering, keys) : undefined;
  const rows = await queryEditions(db, {
    now,
    candidates: [sql`p.public_pk = ${packPk}::uuid`],
    conditions: query.available_only ? [sql`(primary_available or secondary_available)`] : [],
    keys,
    after,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? cursorFromRow(ordering, keys, page.at(-1)!) : null;
  return { next, results: await presentEditionRows(db, page, viewerPk) };
}

/** One edition NFT by catalogue conditions (over `n`, `e`, `p`, `r`, `b`, `pr`). */
export async function findEdition(db: DbOrTx, now: Date, candidates: SQL[], viewerPk: string | null): Promise<EditionNft | null> {
  const rows = await queryEditions(db, { now, candidates, keys: editionOrderKeys('edition_number'), limit: 1 });
  const [edition] = await presentEditionRows(db, rows, viewerPk);
  return edition ?? null;
}

/** Every edition matching `candidates` (at most `limit`), presented as the catalogue shows them, in one query. */
export async function findEditions(db: DbOrTx, now: Date, candidates: SQL[], viewerPk: string | null, limit: number): Promise<EditionNft[]> {
  const rows = await queryEditions(db, { now, candidates, keys: editionOrderKeys('edition_number'), limit });
  return presentEditionRows(db, rows, viewerPk);
}

/** One edition NFT by its publicPk (the edition page). */
export function requireEditionByPk(
  db: DbOrTx,
  now: Date,
  editionNftPk: string,
  viewerPk: string | null,
): Promise<EditionNft> {
  return requireEdition(db, now, [sql`n.public_pk = ${editionNftPk}::uuid`], viewerPk);
}

export async function requireEdition(db: DbOrTx, now: Date, candidates: SQL[], viewerPk: string | null, what = 'Edition NFT'): Promise<EditionNft> {
  const edition = await findEdition(db, now, candidates, viewerPk);
  if (!edition) throw notFound(what);
  return edition;
}
