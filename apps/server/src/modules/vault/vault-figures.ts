import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import { epochMs, inUuidList, nowParam, rowsOf } from '../catalogue/public';

/** History kinds in which an edition changed hands for money (part 2 §2's Sale, Offer kinds). */
export const SALE_KINDS = ['Primary Market Sale', 'Secondary Market Sale', 'Offer', 'Global Offer', 'Counter Offer'] as const;
const sqlList = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

export interface ListingFigure {
  public_pk: string;
  listing_id: string | null;
  amount: string;
  currency: 'USD' | 'ETH';
  price_usd_cents: number;
  valid_until_ms: number;
  for_specific_buyer: boolean;
  is_bundle: boolean;
}

export interface EditionFigures {
  /** How the person came by it: the last move to them from someone else (null: minted to them). */
  acquiredBy: string | null;
  paidCents: number | null;
  paidWei: string | null;
  numberOfSales: number;
  averageListingCents: number | null;
  /** My active listings of it (private ones included), newest first. */
  listings: ListingFigure[];
}

interface FigureRow {
  nft_pk: string;
  acquired_by: string | null;
  paid_cents: number | null;
  paid_wei: string | null;
  number_of_sales: number;
  average_listing_cents: number | null;
  listings: ListingFigure[] | null;
}

/**
 * The drawer's figures for a page of NFTs in one statement: price paid (from the history row that
 * brought it to the person), number of sales, the edition's average public asking price, and the
 * person's own active listings of it.
 */
export async function editionFigures(db: DbOrTx, userPk: string, nftPks: string[], now: Date): Promise<Map<string, EditionFigures>> {
  if (!nftPks.length) return new Map();
  const at = nowParam(now);
  const rows = await rowsOf<FigureRow>(
    db,
    sql`
with my_addresses as (select lower(address) as address from wallets where user_pk = ${userPk}::uuid)
select n.public_pk::text as nft_pk, acquired.transfer_type as acquired_by,
  acquired.selling_price_cents::float8 as paid_cents, acquired.selling_price_wei::text as paid_wei,
  (select count(*)::int from edition_history s where s.edition_nft_pk = n.public_pk and s.transfer_type in (${sqlList(SALE_KINDS)})) as number_of_sales,
  (select avg(l.price_usd_cents)::float8 from edition_nfts same
     join listing_items li on li.edition_nft_pk = same.public_pk
     join listings l on l.public_pk = li.listing_pk
   where same.edition_pk = n.edition_pk and l.status = 'active' and l.valid_until > ${at}
     and not l.for_specific_buyer and not l.is_bundle) as average_listing_cents,
  (select json_agg(json_build_object('public_pk', l.public_pk, 'listing_id', l.listing_id::text, 'amount', l.amount::text,
       'currency', l.currency, 'price_usd_cents', l.price_usd_cents, 'valid_until_ms', ${epochMs(sql`l.valid_until`)},
       'for_specific_buyer', l.for_specific_buyer, 'is_bundle', l.is_bundle) order by l.created_at desc)
   from listing_items li join listings l on l.public_pk = li.listing_pk
   where li.edition_nft_pk = n.public_pk and l.seller_pk = ${userPk}::uuid and l.status = 'active' and l.valid_until > ${at}) as listings
from edition_nfts n
left join lateral (
  select h.transfer_type, h.selling_price_cents, h.selling_price_wei from edition_history h
  where h.edition_nft_pk = n.public_pk and h.transfer_type not in ('Mint', 'Burn', 'Redeem')
    and (h.to_user_pk = ${userPk}::uuid or lower(h.to_address) in (select address from my_addresses))
    and h.from_user_pk is distinct from ${userPk}::uuid
    and (h.from_address is null or lower(h.from_address) not in (select address from my_addresses))
  order by h.created_at desc limit 1
) acquired on true
where ${inUuidList(sql`n.public_pk`, nftPks)}`,
  );
  return new Map(
    rows.map((row) => [
      row.nft_pk,
      {
        acquiredBy: row.acquired_by,
        paidCents: row.paid_cents === null ? null : Number(row.paid_cents),
        paidWei: row.paid_wei,
        numberOfSales: row.number_of_sales,
        averageListingCents: row.average_listing_cents === null ? null : Number(row.average_listing_cents),
        listings: row.listings ?? [],
      },
    ]),
  );
}

/** The cheapest active public listing of each NFT (what the marketplace shows anyone), in cents. */
export async function publicListingCents(db: DbOrTx, nftPks: string[], now: Date): Promise<Map<string, number>> {
  if (!nftPks.length) return new Map();
  const rows = await rowsOf<{ nft_pk: string; cents: number }>(
    db,
    sql`select li.edition_nft_pk::text as nft_pk, min(l.price_usd_cents)::float8 as cents
from listing_items li join listings l on l.public_pk = li.listing_pk
where ${inUuidList(sql`li.edition_nft_pk`, nftPks)} and l.status = 'active' and l.valid_until > ${nowParam(now)} and not l.for_specific_buyer
group by li.edition_nft_pk`,
  );
  return new Map(rows.map((row) => [row.nft_pk, Number(row.cents)]));
}
