import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import { afterCursor, orderBy, selectKeys, type CursorValues, type SortKey } from './sql/ordering';
import { epochMs, nowParam, whereAll } from './sql/pack-summary';
import { rowsOf } from './sql/run';

/**
 * Edition NFTs with everything their card and label need, in one statement: open cart holds and
 * active public listings are small sets, aggregated once and hash-joined to the editions.
 */
export interface EditionQuery {
  now: Date;
  /** Over `n` (edition_nfts), `e` (editions), `p` (release_packs), `r` (releases), `b` (brands), `pr` (products). */
  candidates: SQL[];
  /** Over the view's columns (`primary_available`, `secondary_available`, `price_cents`, ...). */
  conditions?: SQL[];
  keys: SortKey[];
  after?: CursorValues;
  limit: number;
  offset?: number;
}

export interface EditionRow {
  nft_pk: string;
  edition_pk: string;
  pack_pk: string;
  edition_number: number;
  edition_total: number;
  token_id: string | null;
  is_generic_metadata: boolean;
  status: 'unsold' | 'owned' | 'redeemed' | 'burned';
  is_locked: boolean;
  reserved_for_pk: string | null;
  primary_price_cents: number;
  go_live_ms: number | null;
  product_title: string;
  image: string;
  video: string;
  pack_name: string;
  is_bundle: boolean;
  listing_price_cents: number;
  release_pk: string;
  release_slug: string;
  release_title: string;
  release_style: string;
  is_collaboration: boolean;
  brand_name: string;
  brand_slug: string;
  owner_handler: string | null;
  hold_user_pk: string | null;
  min_listing_cents: number | null;
  sale_status: 'upcoming' | 'live' | 'closed';
  /** The price behind the next bid of the edition's auction lot, if it has bids (decision 251). */
  lot_price_cents: number | null;
  /** A sealed lot's leading paddle (spec part 1 §3 `currentPaddleNumber`). */
  leader_paddle: number | null;
  primary_open: boolean;
  primary_available: boolean;
  secondary_available: boolean;
}

export function editionViewCte(now: Date, candidates: SQL[]): SQL {
  const at = nowParam(now);
  return sql`
with holds as (
  -- At most one open line per edition (cart_lines_open_edition_key), and few at any time.
  -- A cart past its deadline holds nothing any more, even before the expiry task has released it.
  select cl.edition_nft_pk, c.user_pk from cart_lines cl join checkout_carts c on c.public_pk = cl.cart_pk
  where cl.released_at is null and (c.status <> 'Initiated' or c.valid_until > ${at})
),
listed as (
  -- The candidates' listings only (decision 312): grouping every active listing cost more than a
  -- pack's whole page once listings number in the tens of thousands.
  select li.edition_nft_pk, min(l.price_usd_cents)::float8 as min_listing_cents,
    max(${epochMs(sql`l.created_at`)}) as newest_listing_ms, min(${epochMs(sql`l.valid_until`)}) as soonest_expiry_ms
  from listing_items li join listings l on l.public_pk = li.listing_pk
  join edition_nfts n on n.public_pk = li.edition_nft_pk
  join editions e on e.public_pk = n.edition_pk
  join release_packs p on p.public_pk = e.release_pack_pk
  join releases r on r.public_pk = p.release_pk
  join brands b on b.public_pk = r.brand_pk
  join products pr on pr.public_pk = e.product_pk
  where l.status = 'active' and l.valid_until > ${at} and not l.for_specific_buyer and ${whereAll(candidates)}
  group by li.edition_nft_pk
),
base as (
  -- Only what filters, labels and orderings need: the page's display columns are joined at the end,
  -- so sorting many editions moves narrow rows.
  select n.public_pk::text as nft_pk, n.edition_number, n.status, n.is_locked, n.reserved_for_pk::text as reserved_for_pk,
    n.primary_price_cents::float8 as primary_price_cents, ${epochMs(sql`n.go_live_date`)} as go_live_ms,
    r.release_style, r.is_collaboration,
    hold.user_pk::text as hold_user_pk, lst.min_listing_cents, lst.newest_listing_ms, lst.soonest_expiry_ms,
    case when coalesce(p.lot_open_date, r.lobby_open_date) > ${at} then 'upcoming'
      when greatest(coalesce(p.lot_close_date, r.lobby_close_date), al.closes_at) <= ${at} then 'closed' else 'live' end as sale_status,
    al.price_cents::float8 as lot_price_cents, sp.paddle_number as leader_paddle
  from edition_nfts n
  join editions e on e.public_pk = n.edition_pk
  join release_packs p on p.public_pk = e.release_pack_pk
  join releases r on r.public_pk = p.release_pk
  join brands b on b.public_pk = r.brand_pk
  join products pr on pr.public_pk = e.product_pk
  left join holds hold on hold.edition_nft_pk = n.public_pk
  left join listed lst on lst.edition_nft_pk = n.public_pk
  -- The edition's auction lot: its unit's (English, sealed) or its pack's (leaderboard, unit 0).
  left join auction_lots al on al.release_pack_pk = p.public_pk
    and al.edition_number = case when r.release_style = 'leaderboard' then 0 else n.edition_number end
  -- A sealed lot's leading paddle is public (the top five ranks are); its amount never is.
  left join sealed_paddles sp on r.release_style = 'sealed_auction' and sp.release_pack_pk = p.public_pk and sp.user_pk = al.leader_pk
  where ${whereAll(candidates)}
),
edition_view as (
  select base.*,
    (sale_status = 'live' and status = 'unsold' and not is_locked and reserved_for_pk is null) as primary_open,
    (sale_status = 'live' and status = 'unsold' and not is_locked and reserved_for_pk is null and hold_user_pk is null) as primary_available,
    (min_listing_cents is not null) as secondary_available,
    -- Priced like its pack (decision 121): an edition of an upcoming sale has its primary price already.
    least(case when sale_status <> 'closed' and status = 'unsold' and not is_locked and reserved_for_pk is null and hold_user_pk is null
      then primary_price_cents end, min_listing_cents) as price_cents,
    nft_pk as id
  from base
)`;
}

export async function queryEditions(db: DbOrTx, query: EditionQuery): Promise<EditionRow[]> {
  const conditions = [...(query.conditions ?? [])];
  if (query.after) conditions.push(afterCursor(query.keys, query.after));
  const keyColumns = sql.join(
    query.keys.map((_, index) => sql`page.${sql.identifier(`k${index}`)}`),
    sql`, `,
  );
  return rowsOf<EditionRow>(
    db,
    sql`${editionViewCte(query.now, query.candidates)},
page as (
  select edition_view.*, ${selectKeys(query.keys)}
  from edition_view
  where ${whereAll(conditions)}
  order by ${orderBy(query.keys)}
  limit ${query.limit} offset ${query.offset ?? 0}
)
select page.*, e.public_pk::text as edition_pk, p.public_pk::text as pack_pk, e.total_count as edition_total,
  n.token_id::text as token_id, e.is_generic_metadata,
  pr.title as product_title, coalesce(nullif(pr.image, ''), p.image) as image, coalesce(nullif(pr.video, ''), p.video) as video,
  p.name as pack_name, p.is_bundle, p.listing_price_cents::float8 as listing_price_cents,
  r.public_pk::text as release_pk, r.slug as release_slug, r.product_title as release_title,
  b.name as brand_name, b.slug as brand_slug, u.handler as owner_handler
from page
join edition_nfts n on n.public_pk = page.nft_pk::uuid
join editions e on e.public_pk = n.edition_pk
join release_packs p on p.public_pk = e.release_pack_pk
join releases r on r.public_pk = p.release_pk
join brands b on b.public_pk = r.brand_pk
join products pr on pr.public_pk = e.product_pk
left join users u on u.public_pk = n.owner_pk
order by ${keyColumns}`,
  );
}

/**
 * How many editions match, as its own statement: a window count over every matching row would make
 * the page query buffer them all, while a bare count lets PostgreSQL skip every unused column.
 */
export async function countEditions(db: DbOrTx, query: Pick<EditionQuery, 'now' | 'candidates' | 'conditions'>): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`${editionViewCte(query.now, query.candidates)}
select count(*)::int as count from edition_view where ${whereAll(query.conditions ?? [])}`,
  );
  return row?.count ?? 0;
}

const num = (expression: string): SortKey => ({ expression: sql.raw(expression), type: 'float8' });
const id: SortKey = { expression: sql.raw('id'), type: 'text' };

/** Edition orderings (spec part 1 §9: default 'is_collaboration,-go_live_date'). */
export function editionOrderKeys(ordering: string): SortKey[] {
  switch (ordering) {
    case 'edition_number':
      return [num('edition_number'), id];
    case '-edition_number':
      return [num('-edition_number'), id];
    case 'primary_usd_price':
      return [num('primary_price_cents'), num('edition_number'), id];
    case '-primary_usd_price':
      return [num('-primary_price_cents'), num('edition_number'), id];
    default:
      return [
        num('(case when is_collaboration then 1 else 0 end)'),
        num('-coalesce(go_live_ms, 0)'),
        num('edition_number'),
        id,
      ];
  }
}
