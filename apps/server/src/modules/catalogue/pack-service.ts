import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import type { MarketplaceFilterQuery, PackCursorQuery } from '@caskmark/shared/api/marketplace-query';
import { notFound } from '../../platform/errors';
import { loadBidLadders } from './bid-ladders';
import { bottlesOfPacks, queryPacks, type PackRowWithKeys } from './pack-repository';
import { presentReleasePack } from './presenters/release-pack-presenter';
import { cursorFromRow, decodeCursor, releaseOrderKeys, type SortKey } from './sql/ordering';
import { packCandidateConditions, packSummaryConditions } from './sql/pack-filters';

/** Packs of one release in the producer's order. */
const BY_SORT_ORDER: SortKey[] = [
  { expression: sql.raw('sort_order'), type: 'float8' },
  { expression: sql.raw('lower(sort_name)'), type: 'text' },
  { expression: sql.raw('id'), type: 'text' },
];

/** Hard cap of every list that is not paginated (packs of a release or a producer). */
export const PACK_LIST_CAP = 200;

export async function presentPackRows(db: DbOrTx, rows: PackRowWithKeys[]): Promise<ReleasePack[]> {
  if (!rows.length) return [];
  const [bottles, ladders] = await Promise.all([bottlesOfPacks(db, rows.map((row) => row.pack_pk)), loadBidLadders(db)]);
  return rows.map((row) => presentReleasePack(row, bottles.get(row.pack_pk) ?? [], ladders));
}

/** The marketplace grid: filters, a stable ordering and an opaque cursor (marketplace v3). */
export async function packCursorPage(db: DbOrTx, now: Date, query: PackCursorQuery) {
  const keys = releaseOrderKeys(query.ordering, 'id');
  const after = query.cursor ? decodeCursor(query.cursor, query.ordering, keys) : undefined;
  const rows = await queryPacks(db, {
    now,
    candidates: packCandidateConditions(query, now),
    conditions: packSummaryConditions(query, now),
    keys,
    after,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? cursorFromRow(query.ordering, keys, page.at(-1)!) : null;
  return { next, results: await presentPackRows(db, page) };
}

/** Packs matching catalogue conditions (over `p`, `r`, `b`), in release order, capped. */
export async function listPacks(db: DbOrTx, now: Date, candidates: SQL[], filters: MarketplaceFilterQuery = {}): Promise<ReleasePack[]> {
  const rows = await queryPacks(db, {
    now,
    candidates: [...candidates, ...packCandidateConditions(filters, now)],
    conditions: packSummaryConditions(filters, now),
    keys: BY_SORT_ORDER,
    limit: PACK_LIST_CAP,
  });
  return presentPackRows(db, rows);
}

/** The computed summary of one pack (counts the card does not show, for the stats reads). */
export async function requirePackRow(db: DbOrTx, now: Date, packPk: string): Promise<PackRowWithKeys> {
  const [row] = await queryPacks(db, { now, candidates: [sql`p.public_pk = ${packPk}::uuid`], keys: BY_SORT_ORDER, limit: 1 });
  if (!row) throw notFound('Release pack');
  return row;
}

export async function findPack(db: DbOrTx, now: Date, packPk: string): Promise<ReleasePack | null> {
  const [pack] = await listPacks(db, now, [sql`p.public_pk = ${packPk}::uuid`]);
  return pack ?? null;
}

export async function requirePack(db: DbOrTx, now: Date, packPk: string): Promise<ReleasePack> {
  const pack = await findPack(db, now, packPk);
  if (!pack) throw notFound('Release pack');
  return pack;
}
