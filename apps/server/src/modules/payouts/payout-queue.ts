import { sql, type SQL } from 'drizzle-orm';
import { PAYOUTS_PAGE_SIZE, type PayoutQuery, type PayoutQueue, type StaffPayout } from '@caskmark/shared/api/staff-payouts';
import type { AppContext } from '../../context';
import { rowsOf } from '../catalogue/public';

interface PayoutRow {
  public_pk: string;
  status: 'owed' | 'paid';
  seller_handler: string;
  seller_email: string | null;
  payout_address: string | null;
  listing_id: string;
  listing_pk: string;
  purchase_pk: string;
  item: string | null;
  edition_count: number;
  gross_cents: number;
  fee_cents: number;
  royalty_cents: number;
  seller_amount_cents: number;
  settle_hash: string | null;
  created_ms: number;
  paid_ms: number | null;
  paid_by: string | null;
  reference: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The search every tab shares: seller handler or e-mail, and the day range (UTC) of the sale. */
function searchOf(query: PayoutQuery): SQL[] {
  const where: SQL[] = [];
  const seller = query.seller?.replace(/^@/, '').trim();
  if (seller) {
    const pattern = `%${seller.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    where.push(sql`(u.handler ilike ${pattern} or u.email ilike ${pattern})`);
  }
  if (query.from) where.push(sql`po.created_at >= ${`${query.from}T00:00:00Z`}::timestamptz`);
  if (query.to) where.push(sql`po.created_at < (${`${query.to}T00:00:00Z`}::timestamptz + interval '1 day')`);
  return where;
}

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/** GET /api/staff/v1/payouts (decision 294): newest first, 25 a page, counts per tab and the total still owed. */
export async function payoutQueue(context: AppContext, query: PayoutQuery): Promise<PayoutQueue> {
  const search = searchOf(query);
  const from = sql`from payouts po join users u on u.public_pk = po.seller_pk`;
  const [counts] = await rowsOf<{ owed: number; paid: number; owed_cents: number }>(
    context.db,
    sql`select count(*) filter (where po.status = 'owed')::int as owed, count(*) filter (where po.status = 'paid')::int as paid,
        coalesce(sum(po.seller_amount_cents) filter (where po.status = 'owed'), 0)::float8 as owed_cents
      ${from} where ${and(search)}`,
  );
  const where = query.status === 'all' ? search : [...search, sql`po.status = ${query.status}`];
  const offset = (query.page - 1) * PAYOUTS_PAGE_SIZE;
  const rows = await rowsOf<PayoutRow>(
    context.db,
    sql`select po.public_pk::text as public_pk, po.status, u.handler as seller_handler, u.email as seller_email, po.payout_address,
        p.listing_id::text as listing_id, po.listing_pk::text as listing_pk, po.purchase_pk::text as purchase_pk,
        (select pr.title from listing_items li join edition_nfts n on n.public_pk = li.edition_nft_pk join editions e on e.public_pk = n.edition_pk
           join products pr on pr.public_pk = e.product_pk where li.listing_pk = po.listing_pk order by n.edition_number limit 1) as item,
        (select count(*) from listing_items li where li.listing_pk = po.listing_pk)::int as edition_count,
        po.gross_cents::float8 as gross_cents, po.fee_cents::float8 as fee_cents, po.royalty_cents::float8 as royalty_cents,
        po.seller_amount_cents::float8 as seller_amount_cents, p.settle_hash,
        (extract(epoch from po.created_at) * 1000)::float8 as created_ms, (extract(epoch from po.paid_at) * 1000)::float8 as paid_ms,
        pb.handler as paid_by, po.reference
      ${from} join listing_card_purchases p on p.public_pk = po.purchase_pk left join users pb on pb.public_pk = po.paid_by
      where ${and(where)}
      order by po.created_at desc, po.public_pk desc
      limit ${PAYOUTS_PAGE_SIZE} offset ${offset}`,
  );
  const nowMs = context.clock.nowMs();
  const owed = Number(counts?.owed ?? 0);
  const paid = Number(counts?.paid ?? 0);
  return {
    counts: { owed, paid, all: owed + paid },
    owedCents: Number(counts?.owed_cents ?? 0),
    count: query.status === 'owed' ? owed : query.status === 'paid' ? paid : owed + paid,
    page: query.page,
    size: PAYOUTS_PAGE_SIZE,
    results: rows.map((row) => presentPayoutRow(row, nowMs)),
  };
}

function presentPayoutRow(row: PayoutRow, nowMs: number): StaffPayout {
  return {
    publicPk: row.public_pk,
    status: row.status,
    sellerHandler: row.seller_handler,
    sellerEmail: row.seller_email,
    payoutAddress: row.payout_address,
    listingId: row.listing_id,
    listingPublicPk: row.listing_pk,
    purchasePk: row.purchase_pk,
    item: row.item ?? 'Listing',
    editionCount: Number(row.edition_count),
    grossCents: Number(row.gross_cents),
    feeCents: Number(row.fee_cents),
    royaltyCents: Number(row.royalty_cents),
    sellerAmountCents: Number(row.seller_amount_cents),
    settleHash: row.settle_hash,
    createdAt: iso(row.created_ms)!,
    ageSeconds: Math.max(0, Math.floor((nowMs - Number(row.created_ms)) / 1000)),
    paidAt: iso(row.paid_ms),
    paidBy: row.paid_by,
    reference: row.reference,
  };
}

/** One payout as the queue shows it. */
export async function payoutByPk(context: AppContext, publicPk: string): Promise<StaffPayout | null> {
  const rows = await rowsOf<PayoutRow>(
    context.db,
    sql`select po.public_pk::text as public_pk, po.status, u.handler as seller_handler, u.email as seller_email, po.payout_address,
        p.listing_id::text as listing_id, po.listing_pk::text as listing_pk, po.purchase_pk::text as purchase_pk,
        null::text as item, (select count(*) from listing_items li where li.listing_pk = po.listing_pk)::int as edition_count,
        po.gross_cents::float8 as gross_cents, po.fee_cents::float8 as fee_cents, po.royalty_cents::float8 as royalty_cents,
        po.seller_amount_cents::float8 as seller_amount_cents, p.settle_hash,
        (extract(epoch from po.created_at) * 1000)::float8 as created_ms, (extract(epoch from po.paid_at) * 1000)::float8 as paid_ms,
        pb.handler as paid_by, po.reference
      from payouts po join users u on u.public_pk = po.seller_pk join listing_card_purchases p on p.public_pk = po.purchase_pk
        left join users pb on pb.public_pk = po.paid_by
      where po.public_pk = ${publicPk}::uuid`,
  );
  return rows[0] ? presentPayoutRow(rows[0], context.clock.nowMs()) : null;
}
