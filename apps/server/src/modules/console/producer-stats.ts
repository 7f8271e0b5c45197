import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ProducerPackStats } from '@caskmark/shared/api/console-catalogue';
import type { ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';
import type { AppContext } from '../../context';
import { forbidden } from '../../platform/errors';
import { inUuidList, rowsOf } from '../catalogue/public';
import { actingBrands } from './brand-access';

interface PackRow {
  public_pk: string;
  name: string;
  release_pk: string;
  release_title: string;
  release_style: ReleaseStyle;
  brand_name: string;
  total: number;
  sold: number;
  held: number;
  revenue_cents: string | number | null;
  minted: number;
  bids: number;
}

interface DayRow {
  pack_pk: string;
  day: string;
  units: number;
  revenue_cents: string | number;
}

/**
 * `GET /api/staff/v1/catalogue/pack-stats` (the spec §7 `producer/release-pack` is the public producer grid; decision 290): every pack
 * of the brands the caller acts on, with units (a bundle unit counts once), sold, held in a live cart
 * or checkout now, primary revenue, bids and minted tokens, and the sales of each day.
 */
export async function producerPackStats(request: FastifyRequest, context: AppContext, brandPk?: string): Promise<ProducerPackStats[]> {
  const { brands } = await actingBrands(request, context.db);
  const wanted = brandPk ? brands.filter((brand) => brand.publicPk === brandPk) : brands;
  if (brandPk && wanted.length === 0) throw forbidden();
  const brandPks = wanted.map((brand) => brand.publicPk);
  const packs = await rowsOf<PackRow>(
    context.db,
    sql`
      select p.public_pk, p.name, r.public_pk as release_pk, r.product_title as release_title, r.release_style, b.name as brand_name,
        count(distinct n.edition_number)::int as total,
        count(distinct n.edition_number) filter (where n.status <> 'unsold')::int as sold,
        count(distinct n.edition_number) filter (where exists (
          select 1 from cart_lines l join checkout_carts c on c.public_pk = l.cart_pk
          where l.edition_nft_pk = n.public_pk and l.released_at is null and c.status in ('Initiated', 'In Progress')))::int as held,
        coalesce(sum(n.primary_price_cents) filter (where n.status <> 'unsold'), 0) as revenue_cents,
        count(n.public_pk) filter (where n.token_id is not null and (n.owner_address is not null or n.status <> 'unsold'))::int as minted,
        ((select count(*) from auction_bids ab join auction_lots al on al.public_pk = ab.lot_pk where al.release_pack_pk = p.public_pk)
          + (select count(*) from leaderboard_bids lb join auction_lots al on al.public_pk = lb.lot_pk where al.release_pack_pk = p.public_pk)
          + (select count(*) from sealed_bids sb join auction_lots al on al.public_pk = sb.lot_pk where al.release_pack_pk = p.public_pk))::int as bids
      from release_packs p
      join releases r on r.public_pk = p.release_pk
      join brands b on b.public_pk = r.brand_pk
      left join editions e on e.release_pack_pk = p.public_pk
      left join edition_nfts n on n.edition_pk = e.public_pk
      where ${inUuidList(sql`b.public_pk`, brandPks)}
      group by p.public_pk, p.name, r.public_pk, r.product_title, r.release_style, b.name, r.lobby_open_date, p.sort_order
      order by r.lobby_open_date desc, p.sort_order`,
  );
  const days = await rowsOf<DayRow>(
    context.db,
    sql`
      select e.release_pack_pk as pack_pk, to_char(date_trunc('day', n.sold_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
        count(distinct n.edition_number)::int as units, coalesce(sum(n.primary_price_cents), 0) as revenue_cents
      from edition_nfts n join editions e on e.public_pk = n.edition_pk
      where n.sold_at is not null and ${inUuidList(sql`e.release_pack_pk`, packs.map((pack) => pack.public_pk))}
      group by 1, 2 order by 2`,
  );
  return packs.map((pack) => ({
    publicPk: pack.public_pk,
    name: pack.name,
    releasePk: pack.release_pk,
    releaseTitle: pack.release_title,
    releaseStyle: pack.release_style,
    brandName: pack.brand_name,
    total: pack.total,
    sold: pack.sold,
    held: pack.held,
    revenueCents: Number(pack.revenue_cents ?? 0),
    bids: pack.bids,
    minted: pack.minted,
    salesByDay: days.filter((day) => day.pack_pk === pack.public_pk).map((day) => ({ day: day.day, units: day.units, revenueCents: Number(day.revenue_cents) })),
  }));
}
