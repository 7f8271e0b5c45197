import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import { centsToDollars } from '@caskmark/shared/money/cents';

/** Runs a hand-written statement; PGlite and node-postgres both answer `{ rows }`. */
export async function rowsOf<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

export function isoFromMs(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(ms).toISOString();
}

/** Cents from SQL (sums arrive as float8) to dollars; a fraction of a cent rounds first (decision 011). */
export const dollars = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : centsToDollars(Math.round(Number(cents)));

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/** `expression in (v1, v2, ...)` with each value bound as a parameter. */
export function inList(expression: SQL, values: ReadonlyArray<string | number>): SQL {
  if (!values.length) return sql`false`;
  return sql`${expression} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/** Like `inList` for uuid columns, so the column's index is used. Callers pass validated uuids. */
export function inUuidList(expression: SQL, values: readonly string[]): SQL {
  if (!values.length) return sql`false`;
  return sql`${expression} in (${sql.join(
    values.map((value) => sql`${value}::uuid`),
    sql`, `,
  )})`;
}
