import { sql, type SQL } from 'drizzle-orm';

/**
 * The figures of a pack that come from its edition rows, as of `now`: units (total, free, in a
 * checkout, sold), the cheapest free unit, active public listings, and `stale_at`, the next moment
 * time alone changes any of them or the pack's sale status (a hold lapses, a listing expires, the sale
 * opens or closes, an auction lot closes). `release_pack_summaries` keeps exactly these columns (decision 310).
 *
 * A unit is one edition NFT, or for a bundle one edition number across the bundle's products
 * (bundles are grouped separately so the common case aggregates NFTs in one hash pass).
 * A unit is free when every NFT in it is unsold, unlocked, unreserved and not held by an open cart line.
 *
 * Answers CTEs (to follow `with candidate as (select public_pk ...)`) ending in `figures`.
 */
export function packFiguresCtes(now: SQL): SQL {
  return sql`
nft_state as not materialized (
  select e.release_pack_pk as pack_pk, p.is_bundle, n.edition_number, n.primary_price_cents,
    (n.status = 'unsold' and not n.is_locked and n.reserved_for_pk is null and hold.edition_nft_pk is null) as is_free,
    (hold.edition_nft_pk is not null) as in_checkout,
    (n.status <> 'unsold') as is_sold
  from candidate c
  join editions e on e.release_pack_pk = c.public_pk
  join release_packs p on p.public_pk = e.release_pack_pk
  join edition_nfts n on n.edition_pk = e.public_pk
  left join (
    -- A cart past its deadline holds nothing any more, even before the expiry task has released it.
    select cl.edition_nft_pk from cart_lines cl join checkout_carts c on c.public_pk = cl.cart_pk
    where cl.released_at is null and (c.status <> 'Initiated' or c.valid_until > ${now})
  ) hold on hold.edition_nft_pk = n.public_pk
),
single_units as (
  select pack_pk,
    count(*)::int as total_units,
    (count(*) filter (where is_free))::int as free_units,
    (count(*) filter (where in_checkout))::int as checkout_units,
    (count(*) filter (where is_sold))::int as sold_units,
    min(primary_price_cents) filter (where is_free) as min_free_price_cents
  from nft_state where not is_bundle
  group by pack_pk
),
bundle_unit_state as (
  select pack_pk, edition_number, bool_and(is_free) as is_free, bool_or(in_checkout) as in_checkout,
    bool_and(is_sold) as is_sold, sum(primary_price_cents)::bigint as unit_price_cents
  from nft_state where is_bundle
  group by pack_pk, edition_number
),
bundle_units as (
  select pack_pk,
    count(*)::int as total_units,
    (count(*) filter (where is_free))::int as free_units,
    (count(*) filter (where in_checkout))::int as checkout_units,
    (count(*) filter (where is_sold))::int as sold_units,
    min(unit_price_cents) filter (where is_free) as min_free_price_cents
  from bundle_unit_state
  group by pack_pk
),
pack_units as (select * from single_units union all select * from bundle_units),
candidate_listings as (
  select e.release_pack_pk as pack_pk, li.edition_nft_pk, l.price_usd_cents, l.created_at, l.valid_until, l.for_specific_buyer
  from candidate c
  join editions e on e.release_pack_pk = c.public_pk
  join edition_nfts n on n.edition_pk = e.public_pk
  join listing_items li on li.edition_nft_pk = n.public_pk
  join listings l on l.public_pk = li.listing_pk
  where l.status = 'active' and l.valid_until > ${now}
),
pack_listings as (
  select pack_pk,
    min(price_usd_cents) as min_listing_cents,
    (count(distinct edition_nft_pk))::int as listed_count,
    max(created_at) as newest_listing_at,
    min(valid_until) as soonest_expiry_at
  from candidate_listings where not for_specific_buyer
  group by 1
),
pack_deadlines as (
  select pack_pk, min(valid_until) as next_at from candidate_listings group by 1
  union all
  select e.release_pack_pk, min(c.valid_until)
  from cart_lines cl
  join checkout_carts c on c.public_pk = cl.cart_pk
  join edition_nfts n on n.public_pk = cl.edition_nft_pk
  join editions e on e.public_pk = n.edition_pk
  where cl.released_at is null and c.status = 'Initiated' and c.valid_until > ${now}
    and e.release_pack_pk in (select public_pk from candidate)
  group by 1
  union all
  select p.public_pk, d.at
  from candidate c
  join release_packs p on p.public_pk = c.public_pk
  join releases r on r.public_pk = p.release_pk
  cross join lateral (values (coalesce(p.lot_open_date, r.lobby_open_date)), (coalesce(p.lot_close_date, r.lobby_close_date))) as d(at)
  where d.at > ${now}
  union all
  -- A soft close (decision 251) moves an auction lot's close past the pack's.
  select al.release_pack_pk, min(al.closes_at)
  from auction_lots al
  where al.release_pack_pk in (select public_pk from candidate) and al.closes_at > ${now}
  group by 1
),
figures as (
  select c.public_pk as pack_pk,
    coalesce(u.total_units, 0) as total_units,
    coalesce(u.free_units, 0) as free_units,
    coalesce(u.checkout_units, 0) as checkout_units,
    coalesce(u.sold_units, 0) as sold_units,
    u.min_free_price_cents::bigint as min_free_price_cents,
    coalesce(l.listed_count, 0) as listed_count,
    l.min_listing_cents::bigint as min_listing_cents,
    l.newest_listing_at, l.soonest_expiry_at,
    coalesce((select min(d.next_at) from pack_deadlines d where d.pack_pk = c.public_pk), 'infinity'::timestamptz) as stale_at
  from candidate c
  left join pack_units u on u.pack_pk = c.public_pk
  left join pack_listings l on l.pack_pk = c.public_pk
)`;
}
