import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import type { BottleAttributes } from '@caskmark/shared/api/catalogue';
import { prepareSummaries } from './catalogue-changes';
import { afterCursor, orderBy, selectKeys, type CursorValues, type SortKey } from './sql/ordering';
import { PACK_SUMMARY_COLUMNS, packSummaryCte, storedSummary, whereAll, type PackSummaryRow } from './sql/pack-summary';
import { inUuidList, rowsOf } from './sql/run';

export interface PackQuery {
  now: Date;
  /** Over `p`, `r`, `b`: which packs to consider at all. */
  candidates: SQL[];
  /** Over the computed summary columns. */
  conditions?: SQL[];
  keys: SortKey[];
  after?: CursorValues;
  limit: number;
  offset?: number;
}

export type PackRowWithKeys = PackSummaryRow & Record<`k${number}`, number | string>;

/**
 * The page's packs, chosen from the maintained summaries alone (decision 312): their stored sale
 * status, availability, lowest price and dates are what `summary` computes for a pack as long as the
 * row is fresh, which `prepareSummaries` has just ensured. The same conditions, cursor and keys then
 * pick the same packs as computing every candidate's card would, at the cost of one table scan.
 */
function pagePacks(query: PackQuery, conditions: SQL[]): SQL {
  return sql`p.public_pk in (
  select id::uuid from ${storedSummary(query.candidates)} keyed
  where ${whereAll(conditions)}
  order by ${orderBy(query.keys)}
  limit ${query.limit + (query.offset ?? 0)})`;
}

/** One statement: candidate packs, their computed summary, filtered, ordered and cut to a page. */
export async function queryPacks(db: DbOrTx, query: PackQuery): Promise<PackRowWithKeys[]> {
  const conditions = [...(query.conditions ?? [])];
  if (query.after) conditions.push(afterCursor(query.keys, query.after));
  const source = await prepareSummaries(db, query.now);
  const candidates = source === 'table' ? [pagePacks(query, conditions)] : query.candidates;
  return rowsOf<PackRowWithKeys>(
    db,
    sql`${packSummaryCte({ now: query.now, candidates, source })}
select ${PACK_SUMMARY_COLUMNS}, ${selectKeys(query.keys)}
from (select *, pack_pk as id, name as sort_name from summary) s
where ${whereAll(conditions)}
order by ${orderBy(query.keys)}
limit ${query.limit} offset ${query.offset ?? 0}`,
  );
}

export type PackBottle = BottleAttributes & { title: string; image: string; video: string; productPk: string };

interface BottleRow {
  pack_pk: string;
  product_pk: string;
  title: string;
  image: string;
  video: string;
  category: string;
  whisky_type: string | null;
  wine_type: string | null;
  country: string;
  region: string | null;
  bottle_size_ml: number;
  vintage: number | null;
  age_statement: number | null;
  colour: string | null;
  primary_grape: string | null;
  bottler: string | null;
  experience: string | null;
  abv: number;
}

/** The bottles of many packs in one query, in the order their editions were created. */
export async function bottlesOfPacks(db: DbOrTx, packPks: string[]): Promise<Map<string, PackBottle[]>> {
  const byPack = new Map<string, PackBottle[]>();
  if (!packPks.length) return byPack;
  const rows = await rowsOf<BottleRow>(
    db,
    sql`select e.release_pack_pk::text as pack_pk, pr.public_pk::text as product_pk, pr.title, pr.image, pr.video, pr.category,
      pr.whisky_type, pr.wine_type, pr.country, pr.region, pr.bottle_size_ml, pr.vintage, pr.age_statement, pr.colour,
      pr.primary_grape, pr.bottler, pr.experience, pr.abv::float8 as abv
    from editions e join products pr on pr.public_pk = e.product_pk
    where ${inUuidList(sql`e.release_pack_pk`, packPks)}
    order by e.release_pack_pk, e.created_at, e.public_pk`,
  );
  for (const row of rows) {
    const list = byPack.get(row.pack_pk) ?? [];
    list.push({
      productPk: row.product_pk,
      title: row.title,
      image: row.image,
      video: row.video,
      category: row.category,
      whiskyType: row.whisky_type,
      wineType: row.wine_type,
      country: row.country,
      region: row.region,
      bottleSizeMl: row.bottle_size_ml,
      vintage: row.vintage,
      ageStatement: row.age_statement,
      colour: row.colour,
      primaryGrape: row.primary_grape,
      bottler: row.bottler,
      experience: row.experience,
      abv: Number(row.abv),
    });
    byPack.set(row.pack_pk, list);
  }
  return byPack;
}
