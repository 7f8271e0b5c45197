import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import { epochMs, rowsOf } from '../catalogue/public';

/** One offer with what every read and rule needs: its edition (or the accepted one), people, linked listing. */
export interface OfferRow {
  public_pk: string;
  offer_maker_pk: string;
  offer_maker_wallet: string;
  is_global_offer: boolean;
  edition_nft_pk: string | null;
  release_pk: string;
  recipient_pk: string | null;
  amount: string;
  currency: 'USD' | 'ETH';
  amount_usd_cents: number;
  valid_until_ms: number;
  status: string;
  end_reason: string | null;
  accepted_edition_nft_pk: string | null;
  accepted_ms: number | null;
  purchase_deadline_ms: number | null;
  payout_address: string | null;
  counter_offer_amount: string | null;
  counter_offer_currency: 'USD' | 'ETH' | null;
  countered_ms: number | null;
  created_ms: number;
  maker_handler: string;
  recipient_handler: string | null;
  brand_name: string;
  brand_slug: string;
  release_slug: string;
  release_title: string;
  release_image: string;
  nft_pk: string | null;
  nft_status: string | null;
  nft_owner_pk: string | null;
  nft_owner_handler: string | null;
  nft_owner_address: string | null;
  nft_token_id: string | null;
  nft_is_managed: boolean | null;
  nft_is_locked: boolean | null;
  edition_number: number | null;
  edition_pk: string | null;
  product_title: string | null;
  product_image: string | null;
  last_move: string | null;
  listing_pk: string | null;
  listing_id: string | null;
  listing_status: string | null;
}

/**
 * The offer, its edition (the accepted one for a global offer), release, people, the last history
 * event of the edition (why an offer ended), and the private listing that honours it: for the offerer's
 * wallet, at the agreed price and currency, live when the deal was made (decision 334).
 */
const SELECT = sql`select o.public_pk::text as public_pk, o.offer_maker_pk::text as offer_maker_pk, o.offer_maker_wallet,
    o.is_global_offer, o.edition_nft_pk::text as edition_nft_pk, o.release_pk::text as release_pk, o.recipient_pk::text as recipient_pk,
    o.amount::text as amount, o.currency, o.amount_usd_cents::float8 as amount_usd_cents, ${epochMs(sql`o.valid_until`)} as valid_until_ms,
    o.status, o.end_reason, o.accepted_edition_nft_pk::text as accepted_edition_nft_pk, ${epochMs(sql`o.accepted_at`)} as accepted_ms,
    ${epochMs(sql`o.purchase_deadline`)} as purchase_deadline_ms, o.payout_address, o.counter_offer_amount::text as counter_offer_amount,
    o.counter_offer_currency, ${epochMs(sql`o.countered_at`)} as countered_ms, ${epochMs(sql`o.created_at`)} as created_ms,
    maker.handler as maker_handler, recipient.handler as recipient_handler,
    b.name as brand_name, b.slug as brand_slug, r.slug as release_slug, r.product_title as release_title, r.image as release_image,
    n.public_pk::text as nft_pk, n.status as nft_status, n.owner_pk::text as nft_owner_pk, owner.handler as nft_owner_handler,
    n.owner_address as nft_owner_address, n.token_id::text as nft_token_id, n.is_in_managed_wallet as nft_is_managed,
    n.is_locked as nft_is_locked, n.edition_number, n.edition_pk::text as edition_pk, pr.title as product_title,
    coalesce(nullif(pr.image, ''), p.image) as product_image, mv.transfer_type as last_move,
    lst.public_pk::text as listing_pk, lst.listing_id::text as listing_id, lst.status as listing_status
  from offers o
  join releases r on r.public_pk = o.release_pk
  join brands b on b.public_pk = r.brand_pk
  join users maker on maker.public_pk = o.offer_maker_pk
  left join users recipient on recipient.public_pk = o.recipient_pk
  left join edition_nfts n on n.public_pk = coalesce(o.accepted_edition_nft_pk, o.edition_nft_pk)
  left join users owner on owner.public_pk = n.owner_pk
  left join editions e on e.public_pk = n.edition_pk
  left join products pr on pr.public_pk = e.product_pk
  left join release_packs p on p.public_pk = e.release_pack_pk
  left join lateral (select h.transfer_type from edition_history h where h.edition_nft_pk = n.public_pk
      order by h.created_at desc limit 1) mv on true
  left join lateral (select l.public_pk, l.listing_id, l.status from listings l join listing_items li on li.listing_pk = l.public_pk
      where li.edition_nft_pk = n.public_pk and l.for_specific_buyer and lower(l.buyer_address) = lower(o.offer_maker_wallet)
        and coalesce(o.countered_at, o.accepted_at) is not null
        and l.valid_until >= coalesce(o.countered_at, o.accepted_at)
        and l.amount = coalesce(o.counter_offer_amount, o.amount) and l.currency = coalesce(o.counter_offer_currency, o.currency)
        and l.status in ('active', 'sold')
      order by (l.status = 'sold') desc, l.created_at desc limit 1) lst on true`;

const ORDER = sql`order by (o.status in ('active', 'countered', 'accepted')) desc, o.amount_usd_cents desc, o.created_at desc, o.public_pk`;

export async function offersWhere(db: DbOrTx, where: SQL, limit = 200): Promise<OfferRow[]> {
  return rowsOf<OfferRow>(db, sql`${SELECT} where ${where} ${ORDER} limit ${limit}`);
}

export async function offerByPk(db: DbOrTx, offerPk: string): Promise<OfferRow | null> {
  const [row] = await offersWhere(db, sql`o.public_pk = ${offerPk}::uuid`, 1);
  return row ?? null;
}

/** Hidden for `userPk` ('Offer dismissed successfully!'). */
export const notDismissedBy = (userPk: string) =>
  sql`not exists (select 1 from offer_dismissals d where d.offer_pk = o.public_pk and d.user_pk = ${userPk}::uuid)`;

/** The edition an edition offer is about, or the accepted/countered edition of a global offer. */
export const onEdition = (nftPk: string) => sql`(o.edition_nft_pk = ${nftPk}::uuid or o.accepted_edition_nft_pk = ${nftPk}::uuid)`;

/** The release of an edition NFT. */
export const releaseOfNft = (nftPk: string) => sql`(select p2.release_pk from edition_nfts n2 join editions e2 on e2.public_pk = n2.edition_pk
    join release_packs p2 on p2.public_pk = e2.release_pack_pk where n2.public_pk = ${nftPk}::uuid)`;

/**
 * Offers `userPk` may answer: made to them (an edition offer, or a global one they accepted or
 * countered), and unanswered global offers on a release of which they own an edition.
 */
export const answerableBy = (userPk: string) => sql`o.offer_maker_pk <> ${userPk}::uuid and (o.recipient_pk = ${userPk}::uuid
    or (o.is_global_offer and o.recipient_pk is null and exists (select 1 from edition_nfts n3 join editions e3 on e3.public_pk = n3.edition_pk
      join release_packs p3 on p3.public_pk = e3.release_pack_pk
      where p3.release_pk = o.release_pk and n3.owner_pk = ${userPk}::uuid and n3.status = 'owned')))`;
