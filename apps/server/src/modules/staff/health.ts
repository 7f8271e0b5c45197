import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { chainOf } from '../chain/public';
import { rowsOf } from '../catalogue/public';

export interface HealthSnapshot {
  database: { ok: boolean; latencyMs: number };
  chain: { mode: string; ok: boolean; headBlock: number | null; indexedBlock: number | null; lagBlocks: number | null };
  workflows: Array<{ workflow: string; active: number; failed: number }>;
  openCarts: number;
  holds: number;
  paymentFailures: number;
  takenAt: string;
}

/** What the system is doing now (decision 293): read for `GET /metrics`, the staff health page and readiness. */
export async function healthSnapshot(context: AppContext): Promise<HealthSnapshot> {
  const started = performance.now();
  let databaseOk = true;
  try {
    await context.db.execute(sql`select 1`);
  } catch {
    databaseOk = false;
  }
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const runtime = chainOf(context);
  const chain: HealthSnapshot['chain'] = { mode: runtime.mode, ok: runtime.mode === 'off', headBlock: null, indexedBlock: null, lagBlocks: null };
  if (runtime.live) {
    try {
      const head = Number(await runtime.live.network.publicClient.getBlockNumber({ cacheTime: 0 }));
      const [checkpoint] = await rowsOf<{ block: string | number }>(context.db, sql`select max(block_number) as block from chain_checkpoints where chain_id = ${runtime.live.network.chainId}`);
      const indexed = checkpoint?.block === null || checkpoint?.block === undefined ? null : Number(checkpoint.block);
      Object.assign(chain, { ok: true, headBlock: head, indexedBlock: indexed, lagBlocks: indexed === null ? null : Math.max(0, head - indexed) });
    } catch {
      chain.ok = false;
    }
  }
  if (!databaseOk) return { database: { ok: false, latencyMs }, chain, workflows: [], openCarts: 0, holds: 0, paymentFailures: 0, takenAt: context.clock.now().toISOString() };
  const workflows = await rowsOf<{ workflow: string; active: number; failed: number }>(
    context.db,
    sql`select workflow, count(*) filter (where status in ('running', 'waiting', 'compensating'))::int as active, count(*) filter (where status = 'failed')::int as failed
        from workflow_runs group by workflow order by workflow`,
  );
  const [counts] = await rowsOf<{ open_carts: number; holds: number; payment_failures: number }>(
    context.db,
    sql`select
      (select count(*) from checkout_carts where status in ('Initiated', 'In Progress'))::int as open_carts,
      (select count(*) from cart_lines l join checkout_carts c on c.public_pk = l.cart_pk where l.released_at is null and c.status in ('Initiated', 'In Progress'))::int as holds,
      (select count(*) from payment_intents where status = 'failed')::int as payment_failures`,
  );
  return {
    database: { ok: true, latencyMs },
    chain,
    workflows,
    openCarts: counts?.open_carts ?? 0,
    holds: counts?.holds ?? 0,
    paymentFailures: counts?.payment_failures ?? 0,
    takenAt: context.clock.now().toISOString(),
  };
}
