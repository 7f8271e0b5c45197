import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@caskmark/db';
import { isTransaction, rowsOf } from '../catalogue/public';

/** Field of the filter panel → products column; each option counts the packs holding such a bottle. */
export const ATTRIBUTE_FIELDS = [
  ['category', 'category'],
  ['whiskyType', 'whisky_type'],
  ['wineType', 'wine_type'],
  ['country', 'country'],
  ['region', 'region'],
  ['bottleSize', 'bottle_size_ml'],
  ['vintage', 'vintage'],
  ['ageStatement', 'age_statement'],
  ['colour', 'colour'],
  ['primaryGrape', 'primary_grape'],
  ['bottler', 'bottler'],
  ['experience', 'experience'],
] as const;

export interface OptionCount {
  field: string;
  value: string;
  label: string;
  count: number;
}

/**
 * Every option with its packs, computed from the catalogue: one pass over the pack–product pairs per
 * attribute, and a plain aggregate over the packs for producers and releases (each pack has one release).
 */
function optionCountsQuery() {
  const attributeSelects = ATTRIBUTE_FIELDS.map(
    ([field, column]) =>
      sql`select ${field}::text as field, ${sql.identifier(column)}::text as value, ${sql.identifier(column)}::text as label, count(distinct pack_pk)::int as count
        from pack_products where ${sql.identifier(column)} is not null group by ${sql.identifier(column)}`,
  );
  return sql`with pack_products as (
      select distinct e.release_pack_pk as pack_pk, pr.*
      from editions e join products pr on pr.public_pk = e.product_pk
    )
    ${sql.join(attributeSelects, sql` union all `)}
    union all
    select 'producer', b.slug, b.name, count(*)::int
      from release_packs p join releases r on r.public_pk = p.release_pk join brands b on b.public_pk = r.brand_pk
      group by b.slug, b.name
    union all
    select 'release', r.slug, r.product_title, count(*)::int
      from release_packs p join releases r on r.public_pk = p.release_pk
      group by r.slug, r.product_title`;
}

const storedOptions = sql`select field, value, label, pack_count as count from catalogue_filter_options`;

/**
 * The option counts (decision 320): the stored ones while no change of the catalogue's shape came since
 * they were computed; otherwise recomputed and stored once, under the state row's lock. Inside a
 * transaction (whose own writes the stored counts cannot show), or while a writer holds the state row
 * (its change is not committed yet), they are computed and not stored.
 */
export async function filterOptionCounts(db: DbOrTx): Promise<OptionCount[]> {
  if (isTransaction(db)) return rowsOf<OptionCount>(db, optionCountsQuery());
  const rows = await rowsOf<OptionCount & { stale: boolean | null }>(
    db,
    sql`select s.stale, o.field, o.value, o.label, o.pack_count as count
      from (select true as here) h
      left join catalogue_filter_state s on s.id = 1
      left join catalogue_filter_options o on s.stale = false`,
  );
  if (rows[0]?.stale === false) return rows.filter((row) => row.field !== null).map(({ stale: _stale, ...row }) => row);
  return refreshOptionCounts(db as Db);
}

async function refreshOptionCounts(db: Db): Promise<OptionCount[]> {
  return db.transaction(async (tx) => {
    const [state] = await rowsOf<{ stale: boolean }>(tx, sql`select stale from catalogue_filter_state where id = 1 for update skip locked`);
    if (!state) return rowsOf<OptionCount>(tx, optionCountsQuery());
    if (state.stale) {
      await tx.execute(sql`update catalogue_filter_state set stale = false where id = 1`);
      await tx.execute(sql`delete from catalogue_filter_options`);
      await tx.execute(sql`insert into catalogue_filter_options (field, value, label, pack_count) select field, value, label, count from (${optionCountsQuery()}) counts`);
    }
    return rowsOf<OptionCount>(tx, storedOptions);
  });
}
