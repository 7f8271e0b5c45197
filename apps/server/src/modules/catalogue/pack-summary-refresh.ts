import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@caskmark/db';
import { packFiguresCtes } from './sql/pack-figures';
import { epochMs, nowParam } from './sql/pack-summary';
import { inUuidList, rowsOf } from './sql/run';

/**
 * `sale_keys`: each candidate's sale dates and status as of `now`, as `packSummaryCte` works them out
 * (a soft close moves an auction lot's close). Exact until the row's `stale_at`, which is the next of
 * these dates; the page order and filters read them (decision 312).
 */
function saleKeysCte(now: SQL): SQL {
  return sql`sale_dates as (
  select c.public_pk as pack_pk, coalesce(p.lot_open_date, r.lobby_open_date) as open_at,
    greatest(coalesce(p.lot_close_date, r.lobby_close_date), (select max(al.closes_at) from auction_lots al where al.release_pack_pk = c.public_pk)) as close_at
  from candidate c join release_packs p on p.public_pk = c.public_pk join releases r on r.public_pk = p.release_pk
),
sale_keys as (
  select pack_pk, open_at,
    case when open_at > ${now} then 'upcoming' when close_at is not null and close_at <= ${now} then 'closed' else 'live' end as sale_status
  from sale_dates
)`;
}

/** Serialises refreshes across instances: two never write one pack's row from different snapshots. */
const REFRESH_LOCK = 310_017;
/** Packs recomputed per statement. */
const CHUNK = 500;

/**
 * Recomputes the summaries of the packs that committed writes logged, and of those whose `stale_at`
 * has come, under one lock, in one transaction. Every statement reads the latest committed rows
 * (READ COMMITTED), so a pack logged after the log was read stays logged for the next refresh.
 * Answers how many packs were recomputed and the next `stale_at` of all (epoch ms; Infinity for none).
 */
export async function refreshPackSummaries(db: Db, now: Date): Promise<{ refreshed: number; nextChangeMs: number }> {
  const at = nowParam(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    const due = await rowsOf<{ pack_pk: string }>(
      tx,
      sql`with logged as (delete from release_pack_summary_changes returning pack_pk)
        select pack_pk::text from logged
        union select pack_pk::text from release_pack_summaries where stale_at <= ${at}`,
    );
    const packs = due.map((row) => row.pack_pk);
    for (let start = 0; start < packs.length; start += CHUNK) {
      await tx.execute(sql`
with candidate as (select p.public_pk from release_packs p where ${inUuidList(sql`p.public_pk`, packs.slice(start, start + CHUNK))}),
${packFiguresCtes(at)},
${saleKeysCte(at)}
insert into release_pack_summaries (pack_pk, total_units, free_units, checkout_units, sold_units, min_free_price_cents,
  listed_count, min_listing_cents, newest_listing_at, soonest_expiry_at, open_ms, sale_status, primary_available, min_price_cents,
  computed_at, stale_at)
select f.pack_pk, total_units, free_units, checkout_units, sold_units, min_free_price_cents,
  listed_count, min_listing_cents, newest_listing_at, soonest_expiry_at, ${epochMs(sql`k.open_at`)}, k.sale_status,
  case when k.sale_status = 'live' then free_units else 0 end,
  least(case when k.sale_status <> 'closed' and free_units > 0 then min_free_price_cents end, min_listing_cents),
  ${at}, stale_at
from figures f join sale_keys k on k.pack_pk = f.pack_pk
on conflict (pack_pk) do update set
  total_units = excluded.total_units, free_units = excluded.free_units, checkout_units = excluded.checkout_units,
  sold_units = excluded.sold_units, min_free_price_cents = excluded.min_free_price_cents, listed_count = excluded.listed_count,
  min_listing_cents = excluded.min_listing_cents, newest_listing_at = excluded.newest_listing_at,
  soonest_expiry_at = excluded.soonest_expiry_at, open_ms = excluded.open_ms, sale_status = excluded.sale_status,
  primary_available = excluded.primary_available, min_price_cents = excluded.min_price_cents,
  computed_at = excluded.computed_at, stale_at = excluded.stale_at`);
    }
    await refreshReleaseSummaries(tx, packs);
    const [next] = await rowsOf<{ next_ms: number | null }>(
      tx,
      sql`select (extract(epoch from min(stale_at)) * 1000)::float8 as next_ms from release_pack_summaries where stale_at < 'infinity'`,
    );
    return { refreshed: packs.length, nextChangeMs: next?.next_ms ?? Number.POSITIVE_INFINITY };
  });
}

/**
 * Recomputes `release_summaries` (decision 363) for the releases of the packs just recomputed and for
 * those a pack left (logged by a trigger), from the pack summaries as they now stand, inside the
 * refresh's transaction: a release's row is never older than its packs'.
 */
async function refreshReleaseSummaries(tx: DbOrTx, packs: string[]): Promise<void> {
  const logged = await rowsOf<{ release_pk: string }>(
    tx,
    sql`delete from release_summary_changes returning release_pk::text`,
  );
  const touched = new Set(logged.map((row) => row.release_pk));
  for (let start = 0; start < packs.length; start += CHUNK) {
    const rows = await rowsOf<{ release_pk: string }>(
      tx,
      sql`select distinct p.release_pk::text from release_packs p
        where ${inUuidList(sql`p.public_pk`, packs.slice(start, start + CHUNK))}`,
    );
    for (const row of rows) touched.add(row.release_pk);
  }
  const releases = [...touched];
  for (let start = 0; start < releases.length; start += CHUNK) {
    const chunk = releases.slice(start, start + CHUNK);
    await tx.execute(sql`
insert into release_summaries (release_pk, pack_count, total_units, primary_available, listed_count, min_price_cents)
select p.release_pk, count(*)::int, sum(s.total_units)::int, sum(s.primary_available)::int, sum(s.listed_count)::int,
  min(s.min_price_cents)
from release_pack_summaries s join release_packs p on p.public_pk = s.pack_pk
where ${inUuidList(sql`p.release_pk`, chunk)}
group by p.release_pk
on conflict (release_pk) do update set
  pack_count = excluded.pack_count, total_units = excluded.total_units, primary_available = excluded.primary_available,
  listed_count = excluded.listed_count, min_price_cents = excluded.min_price_cents`);
    // A release whose last pack left keeps no row (the list shows only releases with packs).
    await tx.execute(sql`
delete from release_summaries rs where ${inUuidList(sql`rs.release_pk`, chunk)}
  and not exists (select 1 from release_pack_summaries s join release_packs p on p.public_pk = s.pack_pk
    where p.release_pk = rs.release_pk)`);
  }
}

/**
 * Whether the summaries may be read as they are, per database. A committed write reaches this process
 * as a NOTIFY on `caskmark_catalogue` (catalogue-changes.ts); until then, and until the next `stale_at`,
 * nothing needs recomputing and a read skips the refresh altogether. Without a listener (or after a
 * lost connection) every read refreshes first, which costs one lock and two short statements.
 */
export class PackSummaryFreshness {
  private dirty = true;
  private listening = false;
  private nextChangeMs = Number.NEGATIVE_INFINITY;
  private running: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** A write was committed somewhere (or notifications may have been missed). */
  noteChange(): void {
    this.dirty = true;
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.dirty = true;
  }

  get isListening(): boolean {
    return this.listening;
  }

  /** The business time (epoch ms) until which the summaries stay exact without a write. */
  get validUntilMs(): number {
    return this.nextChangeMs;
  }

  private isFresh(nowMs: number): boolean {
    return this.listening && !this.dirty && nowMs < this.nextChangeMs;
  }

  /** Makes every summary exact as of `now`; concurrent callers share one refresh. */
  async ensure(now: Date): Promise<void> {
    for (;;) {
      if (this.isFresh(now.getTime())) return;
      if (this.running) {
        // It may have started before the write this caller must see: look again once it is done.
        await this.running;
        continue;
      }
      this.dirty = false;
      const run = refreshPackSummaries(this.db, now).then(
        (result) => {
          this.nextChangeMs = result.nextChangeMs;
        },
        (error: unknown) => {
          this.dirty = true;
          throw error;
        },
      );
      this.running = run.finally(() => {
        this.running = null;
      });
      await this.running;
      return;
    }
  }
}
