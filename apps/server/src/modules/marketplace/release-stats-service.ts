import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import type { ReleaseStats } from '@caskmark/shared/api/catalogue';
import { dollars, nowParam, requireRelease, rowsOf } from '../catalogue/public';

interface StatsRow {
  lowest_ask_cents: number | null;
  last_sale_cents: number | null;
  volume_cents: number;
  sales_count: number;
  owners_count: number;
  listed_count: number;
  total_count: number;
}

/**
 * Lowest Ask / Last Sale tiles and release figures (spec part 2 §2, screen 4). The last sale is the
 * latest primary or secondary sale; a bundle sold through one listing counts at the listing's price.
 */
export async function releaseStats(db: DbOrTx, now: Date, releaseRef: string): Promise<ReleaseStats> {
  const release = await requireRelease(db, now, releaseRef);
  const at = nowParam(now);
  const [row] = await rowsOf<StatsRow>(
    db,
    sql`with nfts as (
      select n.public_pk, n.owner_pk, n.status from edition_nfts n
      join editions e on e.public_pk = n.edition_pk join release_packs p on p.public_pk = e.release_pack_pk
      where p.release_pk = ${release.releasePublicPk}::uuid
    ),
    active as (
      select distinct l.public_pk, l.price_usd_cents, li.edition_nft_pk from listings l
      join listing_items li on li.listing_pk = l.public_pk
      where li.edition_nft_pk in (select public_pk from nfts)
        and l.status = 'active' and l.valid_until > ${at} and not l.for_specific_buyer
    ),
    sales as (
      select coalesce(h.listing_pk::text, h.public_pk::text) as sale_key, max(h.created_at) as at,
        coalesce(max(l.price_usd_cents), sum(h.selling_price_cents)) as price_cents
      from edition_history h left join listings l on l.public_pk = h.listing_pk
      where h.release_pk = ${release.releasePublicPk}::uuid and h.created_at <= ${at}
        and h.transfer_type in ('Primary Market Sale', 'Secondary Market Sale') and h.selling_price_cents is not null
      group by 1
    )
    select
      (select min(price_usd_cents)::float8 from active) as lowest_ask_cents,
      (select price_cents::float8 from sales order by at desc, sale_key desc limit 1) as last_sale_cents,
      (select coalesce(sum(price_cents), 0)::float8 from sales) as volume_cents,
      (select count(*)::int from sales) as sales_count,
      (select count(distinct owner_pk)::int from nfts where status = 'owned') as owners_count,
      (select count(distinct edition_nft_pk)::int from active) as listed_count,
      (select count(*)::int from nfts) as total_count`,
  );
  return {
    releasePublicPk: release.releasePublicPk,
    lowestAskUsd: dollars(row?.lowest_ask_cents),
    lastSaleUsd: dollars(row?.last_sale_cents),
    volumeUsd: dollars(row?.volume_cents) ?? 0,
    salesCount: row?.sales_count ?? 0,
    ownersCount: row?.owners_count ?? 0,
    listedCount: row?.listed_count ?? 0,
    totalCount: row?.total_count ?? 0,
    primaryAvailable: release.primaryAvailable,
  };
}
