import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import { rowsOf } from './run';

/**
 * Pages of matches a page answer counts exactly, at most (decision 312): beyond them `count` says
 * this many pages' worth (100 pages of 10 = 1,000). More than anyone pages through, while counting
 * two million history rows or every active listing's editions on each request costs more than the
 * page itself.
 */
export const COUNT_PAGES = 100;

/**
 * The `count` of an offset page without `count(*) over ()` over every match: a short last page gives
 * it for free; otherwise one count of at most COUNT_PAGES pages of `matches` (a `select … from … where
 * …` without order or limit). Someone paging past them sees the count grow with the page.
 */
export async function boundedPageCount(db: DbOrTx, pageRows: number, limit: number, offset: number, matches: SQL): Promise<number> {
  if (pageRows > 0 && pageRows < limit) return offset + pageRows;
  if (pageRows === 0 && offset === 0) return 0;
  const [row] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from (${matches} limit ${COUNT_PAGES * limit}) m`);
  return Math.max(row?.count ?? 0, pageRows ? offset + pageRows : 0);
}
