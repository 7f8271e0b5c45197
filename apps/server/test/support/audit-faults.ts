import { sql } from 'drizzle-orm';
import type { Db } from '@caskmark/db';

/**
 * Audit rows in the transaction of their change (issue 16): a trigger makes the audit log refuse
 * inserts, and a digest of every table tells whether a call changed anything all the same.
 *
 * Tables that belong to the outside world's sandboxes (the carrier's, the PSP's): a call may talk to
 * them before its own transaction (a waybill is booked, then recorded), as it would to the real ones.
 */
const OUTSIDE = /^(carrier_sandbox|psp_sandbox)_/;
/** The workflow engine's runs: its sweeper and workers write them on their own schedule (leases, retries), whatever a request does. */
const BACKGROUND = new Set(['workflow_runs']);

/** A digest of every table of ours but the audit log: equal digests, no change. */
export async function tableFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as { rows: Array<{ name: string }> };
  const digest: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (name === 'audit_log' || OUTSIDE.test(name) || BACKGROUND.has(name) || name.startsWith('__drizzle')) continue;
    // Without `updated_at`: a late PSP notification that changes nothing else still touches it.
    const row = `(to_jsonb(x) - 'updated_at')::text`;
    const result = (await db.execute(sql.raw(`select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as d from "${name}" x`))) as unknown as { rows: Array<{ d: string }> };
    digest[name] = result.rows[0]!.d;
  }
  return digest;
}

/** The fingerprint once the preparation's own after-effects (a PSP notification, a mail) have landed. */
export async function settledFingerprint(db: Db): Promise<Record<string, string>> {
  let last = await tableFingerprint(db);
  for (let tries = 0; tries < 20; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await tableFingerprint(db);
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  throw new Error('the database never settled');
}

export async function refuseAuditInserts(db: Db, refuse: boolean): Promise<void> {
  if (refuse) {
    await db.execute(sql.raw(`create or replace function audit_walk_refuse() returns trigger language plpgsql as $$ begin raise exception 'audit log refused by the test'; end $$`));
    await db.execute(sql.raw('create trigger audit_walk_refuse before insert on audit_log for each row execute function audit_walk_refuse()'));
  } else {
    await db.execute(sql.raw('drop trigger if exists audit_walk_refuse on audit_log'));
  }
}

