import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import type { Release } from '@caskmark/shared/api/catalogue';
import type { ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';
import { prepareSummaries } from './catalogue-changes';
import { orderBy, selectKeys, type SortKey } from './sql/ordering';
import { epochMs, nowParam, packSummaryCte, storedSummary, whereAll } from './sql/pack-summary';
import { dollars, isoFromMs, rowsOf } from './sql/run';

export interface ReleaseQuery {
  now: Date;
  /** Over `p`, `r`, `b`: the packs that count. */
  candidates: SQL[];
  /** Over summary columns: a release is listed when one of its packs matches. */
  conditions?: SQL[];
  keys: SortKey[];
  limit: number;
  offset?: number;
  /**
   * `candidates` are over `r` and `b` only and there are no `conditions`: a release's figures are over
   * all its packs, which `release_summaries` keeps (decision 363), so no pack summary is aggregated.
   */
  releaseLevel?: boolean;
}

export interface ReleaseRow {
  release_pk: string;
  slug: string;
  product_title: string;
  product_description: string;
  product_video: string;
  image: string;
  release_style: string;
  open_ms: number;
  close_ms: number | null;
  sale_status: 'upcoming' | 'live' | 'closed';
  is_collaboration: boolean;
  is_featured: boolean;
  has_early_access: boolean;
  redeem_after_ms: number | null;
  voting_open_ms: number | null;
  voting_close_ms: number | null;
  brand_pk: string;
  brand_slug: string;
  brand_name: string;
  brand_logo: string;
  min_price_cents: number | null;
  primary_available: number;
  listed_count: number;
  total_units: number;
  pack_count: number;
  total_count: number;
}

/**
 * Releases with their figures aggregated from the packs that match, in one statement. A release
 * whose packs all miss the filters is not listed.
 */
export async function queryReleases(db: DbOrTx, query: ReleaseQuery): Promise<ReleaseRow[]> {
  const now = nowParam(query.now);
  const source = await prepareSummaries(db, query.now);
  // From the maintained summaries when they are exact (decision 312); computed inside a transaction.
  const fromReleaseSummaries = source === 'table' && query.releaseLevel && !query.conditions?.length;
  return rowsOf<ReleaseRow>(
    db,
    sql`${fromReleaseSummaries ? releaseSummaryAgg(query.candidates) : packSummaryAgg(query, source)},
rel as (
  select r.public_pk::text as release_pk, r.slug, r.product_title, r.product_description, r.product_video, r.image,
    r.release_style, ${epochMs(sql`r.lobby_open_date`)} as open_ms, ${epochMs(sql`r.lobby_close_date`)} as close_ms,
    case when r.lobby_open_date > ${now} then 'upcoming'
      when r.lobby_close_date is not null and r.lobby_close_date <= ${now} then 'closed' else 'live' end as sale_status,
    r.is_collaboration, r.is_featured, r.early_access_code_hash is not null as has_early_access,
    ${epochMs(sql`r.redeem_after`)} as redeem_after_ms, ${epochMs(sql`r.voting_open_date`)} as voting_open_ms,
    ${epochMs(sql`r.voting_close_date`)} as voting_close_ms,
    b.public_pk::text as brand_pk, b.slug as brand_slug, b.name as brand_name, b.logo as brand_logo,
    a.min_price_cents, a.primary_available, a.listed_count, a.total_units, a.pack_count,
    r.public_pk::text as id, r.product_title as sort_name
  from agg a
  join releases r on r.public_pk = a.release_pk::uuid
  join brands b on b.public_pk = r.brand_pk
)
select *, ${selectKeys(query.keys)}, (count(*) over ())::int as total_count
from rel
order by ${orderBy(query.keys)}
limit ${query.limit} offset ${query.offset ?? 0}`,
  );
}

/** `agg`: each release's figures over its packs that match, aggregated from the pack summaries. */
function packSummaryAgg(query: ReleaseQuery, source: 'table' | 'live'): SQL {
  const matched =
    source === 'table'
      ? sql`with matched as (
  select * from ${storedSummary(query.candidates)} k where ${whereAll(query.conditions ?? [])}
)`
      : sql`${packSummaryCte({ now: query.now, candidates: query.candidates, source })},
matched as (select * from summary where ${whereAll(query.conditions ?? [])})`;
  return sql`${matched},
agg as (
  select release_pk, min(min_price_cents) as min_price_cents, sum(primary_available)::int as primary_available,
    sum(listed_count)::int as listed_count, sum(total_units)::int as total_units, count(*)::int as pack_count
  from matched group by release_pk
)`;
}

/** `agg` from the maintained release rows, for filters over releases and brands only (decision 363). */
function releaseSummaryAgg(candidates: SQL[]): SQL {
  return sql`with agg as (
  select rs.release_pk::text as release_pk, rs.min_price_cents, rs.primary_available, rs.listed_count,
    rs.total_units, rs.pack_count
  from release_summaries rs
  join releases r on r.public_pk = rs.release_pk
  join brands b on b.public_pk = r.brand_pk
  where ${whereAll(candidates)}
)`;
}

/**
 * One release by condition over `r` (publicPk or slug), with figures over all its packs; a release
 * without packs yet still answers, with zero counts.
 */
export async function findRelease(db: DbOrTx, now: Date, where: SQL): Promise<ReleaseRow | null> {
  const [withPacks] = await queryReleases(db, {
    now,
    candidates: [where],
    releaseLevel: true,
    keys: [{ expression: sql.raw('id'), type: 'text' }],
    limit: 1,
  });
  if (withPacks) return withPacks;
  const [bare] = await rowsOf<{ public_pk: string }>(
    db,
    sql`select r.public_pk::text from releases r where ${where} limit 1`,
  );
  if (!bare) return null;
  const nowSql = nowParam(now);
  const [row] = await rowsOf<ReleaseRow>(
    db,
    sql`select r.public_pk::text as release_pk, r.slug, r.product_title, r.product_description, r.product_video, r.image,
      r.release_style, ${epochMs(sql`r.lobby_open_date`)} as open_ms, ${epochMs(sql`r.lobby_close_date`)} as close_ms,
      case when r.lobby_open_date > ${nowSql} then 'upcoming'
        when r.lobby_close_date is not null and r.lobby_close_date <= ${nowSql} then 'closed' else 'live' end as sale_status,
      r.is_collaboration, r.is_featured, r.early_access_code_hash is not null as has_early_access,
      ${epochMs(sql`r.redeem_after`)} as redeem_after_ms, ${epochMs(sql`r.voting_open_date`)} as voting_open_ms,
      ${epochMs(sql`r.voting_close_date`)} as voting_close_ms,
      b.public_pk::text as brand_pk, b.slug as brand_slug, b.name as brand_name, b.logo as brand_logo,
      null::float8 as min_price_cents, 0 as primary_available, 0 as listed_count, 0 as total_units, 0 as pack_count, 1 as total_count
    from releases r join brands b on b.public_pk = r.brand_pk where r.public_pk = ${bare.public_pk}::uuid`,
  );
  return row ?? null;
}

export function presentRelease(row: ReleaseRow): Release {
  return {
    releasePublicPk: row.release_pk,
    releaseSlug: row.slug,
    productTitle: row.product_title,
    productDescription: row.product_description,
    productVideo: row.product_video,
    image: row.image,
    releaseStyle: row.release_style as ReleaseStyle,
    lobbyOpenDate: isoFromMs(row.open_ms)!,
    lobbyCloseDate: isoFromMs(row.close_ms),
    saleStatus: row.sale_status,
    isCollaboration: row.is_collaboration,
    isFeatured: row.is_featured,
    hasEarlyAccess: row.has_early_access,
    brand: { publicPk: row.brand_pk, slug: row.brand_slug, name: row.brand_name, logo: row.brand_logo },
    minPriceUsd: dollars(row.min_price_cents),
    primaryAvailable: row.primary_available,
    secondaryAvailable: row.listed_count,
    totalCount: row.total_units,
    packCount: row.pack_count,
  };
}
