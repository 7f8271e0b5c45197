import { sql, type SQL } from 'drizzle-orm';
import { fieldError } from '../../../platform/errors';

/**
 * Orderings as tuples of ascending keys, ending on the row's id, so that any ordering is total and a
 * cursor can be a plain row comparison `(k1, k2, ..., id) > (v1, v2, ..., id)`: descending keys are
 * negated, nulls become a rank.
 */
export interface SortKey {
  expression: SQL;
  type: 'float8' | 'text';
}

export type CursorValues = Array<number | string>;

/** Larger than any cents amount the catalogue holds; puts "no price" last. */
const NO_PRICE = 1e15;

const num = (expression: string): SortKey => ({ expression: sql.raw(expression), type: 'float8' });
const text = (expression: string): SortKey => ({ expression: sql.raw(expression), type: 'text' });

/**
 * Keys of the release and release-pack orderings, over columns named like `summary`'s (`id` is the
 * row's public key as text).
 */
export function releaseOrderKeys(ordering: string, id: string): SortKey[] {
  const price = `coalesce(min_price_cents, ${NO_PRICE})`;
  switch (ordering) {
    case '-primary_available,min_price_usd':
      // Buyable now first, cheapest first; then what collectors list; upcoming before closed; newest first.
      return [
        num('(case when primary_available > 0 then 0 else 1 end)'),
        num(price),
        num("(case sale_status when 'live' then 0 when 'upcoming' then 1 else 2 end)"),
        num('-open_ms'),
        text(id),
      ];
    case 'min_price_usd':
      return [num(price), text(id)];
    case '-min_price_usd':
      return [num('(case when min_price_cents is null then 1 else 0 end)'), num('-coalesce(min_price_cents, 0)'), text(id)];
    case '-lobby_open_date':
      return [num('-open_ms'), text(id)];
    case 'lobby_open_date':
      return [num('open_ms'), text(id)];
    case 'name':
      return [text('lower(sort_name)'), text(id)];
    default:
      throw fieldError('ordering', `Unknown ordering '${ordering}'.`);
  }
}

/** Selects the key values as `k0, k1, ...` so the last row of a page can become the next cursor. */
export function selectKeys(keys: SortKey[]): SQL {
  return sql.join(
    keys.map((key, index) => sql`${key.expression}::${sql.raw(key.type)} as ${sql.identifier(`k${index}`)}`),
    sql`, `,
  );
}

export function orderBy(keys: SortKey[]): SQL {
  return sql.join(
    keys.map((key) => sql`${key.expression}::${sql.raw(key.type)} asc`),
    sql`, `,
  );
}

/** `(k0, k1, ...) > (v0, v1, ...)`: strictly after the cursor's row. */
export function afterCursor(keys: SortKey[], values: CursorValues): SQL {
  const left = sql.join(keys.map((key) => sql`${key.expression}::${sql.raw(key.type)}`), sql`, `);
  const right = sql.join(
    keys.map((key, index) => sql`${values[index]}::${sql.raw(key.type)}`),
    sql`, `,
  );
  return sql`(${left}) > (${right})`;
}

/** Cursors are opaque to clients: base64url of the JSON list of key values plus the ordering. */
export function encodeCursor(ordering: string, values: CursorValues): string {
  return Buffer.from(JSON.stringify({ o: ordering, v: values })).toString('base64url');
}

export function decodeCursor(cursor: string, ordering: string, keys: SortKey[]): CursorValues {
  const invalid = () => fieldError('cursor', 'Invalid cursor.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const { o, v } = (parsed ?? {}) as { o?: unknown; v?: unknown };
  if (o !== ordering || !Array.isArray(v) || v.length !== keys.length) throw invalid();
  v.forEach((value, index) => {
    const expected = keys[index]!.type === 'text' ? 'string' : 'number';
    if (typeof value !== expected || (typeof value === 'number' && !Number.isFinite(value))) throw invalid();
  });
  return v as CursorValues;
}

export function cursorFromRow(ordering: string, keys: SortKey[], row: object): string {
  return encodeCursor(
    ordering,
    keys.map((_, index) => (row as Record<string, number | string>)[`k${index}`]!),
  );
}
