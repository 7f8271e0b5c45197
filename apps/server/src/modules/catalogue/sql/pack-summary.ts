import { sql, type SQL } from 'drizzle-orm';
import { packFiguresCtes } from './pack-figures';

/**
 * The one place that turns catalogue rows into what a collector sees on a pack card: how many units
 * are left, whether the sale is live, the lowest price one can pay now or when the sale opens. The
 * unit and listing figures come from `release_pack_summaries` (kept exact by the refresh that runs
 * before every read, decision 310), or are computed from the edition rows of the candidate packs
 * inside a transaction, where the summaries cannot see the transaction's own writes
 * (decision 032). The sale status is worked out here, from the dates.
 */
export interface PackSummaryOptions {
  now: Date;
  /** Conditions over `p` (release_packs), `r` (releases) and `b` (brands) choosing the candidate packs. */
  candidates: SQL[];
  /** `table` (default): the maintained summaries; `live`: computed from the edition rows. */
  source?: 'table' | 'live';
}

/** Epoch milliseconds as float8: the same JS number from PGlite and node-postgres. */
export const epochMs = (expression: SQL) => sql`(extract(epoch from ${expression}) * 1000)::float8`;

export function nowParam(now: Date): SQL {
  return sql`${now.toISOString()}::timestamptz`;
}

export function whereAll(conditions: SQL[]): SQL {
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * `with ... summary as (...)`: a CTE chain ending in `summary`, one row per candidate pack. Callers
 * append `select ... from summary ...`.
 */
export function packSummaryCte(options: PackSummaryOptions): SQL {
  const now = nowParam(options.now);
  const figures =
    options.source === 'live'
      ? packFiguresCtes(now)
      : sql`figures as (select s.* from release_pack_summaries s where s.pack_pk in (select public_pk from candidate))`;
  return sql`
with candidate as (
  select p.public_pk
  from release_packs p
  join releases r on r.public_pk = p.release_pk
  join brands b on b.public_pk = r.brand_pk
  where ${whereAll(options.candidates)}
),
${figures},
pack_lots as (
  -- Auction lots (decision 251): a soft close moves a lot's close, and bids move its price.
  select al.release_pack_pk as pack_pk, max(al.closes_at) as closes_at,
    count(al.price_cents)::int as priced_lots, min(al.price_cents)::float8 as min_price_cents
  from candidate c join auction_lots al on al.release_pack_pk = c.public_pk
  group by 1
),
dated as (
  select p.public_pk as pack_pk, p.release_pk, r.brand_pk,
    coalesce(p.lot_open_date, r.lobby_open_date) as open_at,
    greatest(coalesce(p.lot_close_date, r.lobby_close_date), pl.closes_at) as close_at,
    pl.priced_lots, pl.min_price_cents as lot_min_price_cents
  from candidate c
  join release_packs p on p.public_pk = c.public_pk
  join releases r on r.public_pk = p.release_pk
  left join pack_lots pl on pl.pack_pk = p.public_pk
),
staged as (
  select d.*,
    case when d.open_at > ${now} then 'upcoming' when d.close_at is not null and d.close_at <= ${now} then 'closed' else 'live' end as sale_status
  from dated d
),
summary as (
  select
    p.public_pk::text as pack_pk, p.name, p.description, p.image, p.video, p.is_bundle, p.sort_order,
    p.listing_price_cents::float8 as listing_price_cents, p.max_per_user,
    r.public_pk::text as release_pk, r.slug as release_slug, r.product_title as release_title, r.release_style,
    r.is_collaboration, r.is_featured,
    b.slug as brand_slug, b.name as brand_name,
    ${epochMs(sql`s.open_at`)} as open_ms,
    ${epochMs(sql`s.close_at`)} as close_ms,
    s.sale_status,
    -- The current price behind the pack's next bid: a leaderboard's lowest winning bid once its places
    -- are full; an English pack's lowest lot price once every unit has a bid (else a unit still opens).
    case when r.release_style = 'leaderboard' or s.priced_lots >= coalesce(u.total_units, 0) then s.lot_min_price_cents end as lot_price_cents,
    coalesce(u.total_units, 0) as total_units,
    coalesce(u.checkout_units, 0) as checkout_units,
    coalesce(u.sold_units, 0) as sold_units,
    case when s.sale_status = 'closed' then 0 else coalesce(u.free_units, 0) end as available_count,
    case when s.sale_status = 'live' then coalesce(u.free_units, 0) else 0 end as primary_available,
    coalesce(u.listed_count, 0) as listed_count,
    u.min_listing_cents::float8 as min_listing_cents,
    ${epochMs(sql`u.newest_listing_at`)} as newest_listing_ms,
    ${epochMs(sql`u.soonest_expiry_at`)} as soonest_expiry_ms,
    -- Before a sale opens its primary price (or starting bid) is already known and is what collectors
    -- plan around; only a closed sale stops offering its free units (decision 121).
    least(case when s.sale_status <> 'closed' and u.free_units > 0 then u.min_free_price_cents end, u.min_listing_cents)::float8 as min_price_cents
  from staged s
  join release_packs p on p.public_pk = s.pack_pk
  join releases r on r.public_pk = s.release_pk
  join brands b on b.public_pk = s.brand_pk
  left join figures u on u.pack_pk = s.pack_pk
)`;
}

/**
 * The candidates' maintained summaries with the columns of `summary` that orderings and summary
 * conditions read (decision 312), straight from `release_pack_summaries`: exact while fresh, which
 * `prepareSummaries` ensures before a read. Also `release_pk` and `total_units` for release figures.
 */
export function storedSummary(candidates: SQL[]): SQL {
  return sql`(
    select s.pack_pk::text as id, s.pack_pk::text as pack_pk, p.release_pk::text as release_pk, p.name as sort_name, p.sort_order,
      s.sale_status, s.primary_available, s.listed_count, s.total_units, s.min_price_cents, s.open_ms,
      ${epochMs(sql`s.newest_listing_at`)} as newest_listing_ms, ${epochMs(sql`s.soonest_expiry_at`)} as soonest_expiry_ms
    from release_pack_summaries s
    join release_packs p on p.public_pk = s.pack_pk
    join releases r on r.public_pk = p.release_pk
    join brands b on b.public_pk = r.brand_pk
    where ${whereAll(candidates)}
  )`;
}

/** A row of `summary` as the drivers return it (every number cast to int or float8 in SQL). */
export interface PackSummaryRow {
  pack_pk: string;
  name: string;
  description: string;
  image: string;
  video: string;
  is_bundle: boolean;
  sort_order: number;
  listing_price_cents: number;
  max_per_user: number | null;
  release_pk: string;
  release_slug: string;
  release_title: string;
  release_style: string;
  is_collaboration: boolean;
  is_featured: boolean;
  brand_slug: string;
  brand_name: string;
  open_ms: number;
  close_ms: number | null;
  sale_status: 'upcoming' | 'live' | 'closed';
  lot_price_cents: number | null;
  total_units: number;
  checkout_units: number;
  sold_units: number;
  available_count: number;
  primary_available: number;
  listed_count: number;
  min_listing_cents: number | null;
  newest_listing_ms: number | null;
  soonest_expiry_ms: number | null;
  min_price_cents: number | null;
}

export const PACK_SUMMARY_COLUMNS = sql.raw(
  'pack_pk, name, description, image, video, is_bundle, sort_order, listing_price_cents, max_per_user, release_pk, release_slug, release_title, release_style, is_collaboration, is_featured, brand_slug, brand_name, open_ms, close_ms, sale_status, lot_price_cents, total_units, checkout_units, sold_units, available_count, primary_available, listed_count, min_listing_cents, newest_listing_ms, soonest_expiry_ms, min_price_cents',
);
