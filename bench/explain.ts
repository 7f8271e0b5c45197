/**
 * The query plans of the public reads that matter at catalogue size (decision 313), on a database that
 * bench/seed-large.ts wrote: each read runs through the server's own code on one PostgreSQL session
 * with auto_explain (ANALYZE, BUFFERS), and every statement's plan above EXPLAIN_MIN_MS is printed
 * with the read's wall time.
 *
 *   EXPLAIN_DATABASE_URL=<url printed by seed-large> npx tsx bench/explain.ts [read names…]
 *   EXPLAIN_MIN_MS=0 … prints every statement (default 5 ms)
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Db } from '@caskmark/db';
import { EditionListQuerySchema, ListingListQuerySchema, ReleaseListQuerySchema } from '@caskmark/shared/api/marketplace-query';
import { editionPage, releasePage } from '../apps/server/src/modules/catalogue/public';
import { marketplaceFilters } from '../apps/server/src/modules/marketplace/filter-options-service';
import { listingPage } from '../apps/server/src/modules/marketplace/listing-service';

const url = process.env.EXPLAIN_DATABASE_URL;
if (!url) throw new Error('EXPLAIN_DATABASE_URL: a database written by bench/seed-large.ts');
const minMs = Number(process.env.EXPLAIN_MIN_MS ?? 5);
const pool = new pg.Pool({ connectionString: url, max: 1 });
const plans: string[] = [];
pool.on('connect', (client) => client.on('notice', (notice) => plans.push(notice.message ?? '')));
await pool.query(`load 'auto_explain'`);
await pool.query(`set auto_explain.log_min_duration = ${minMs}; set auto_explain.log_analyze = on; set auto_explain.log_buffers = on;
  set auto_explain.log_timing = on; set auto_explain.log_level = notice; set client_min_messages = notice`);
const db = drizzle({ client: pool as never, schema, casing: 'snake_case' }) as unknown as Db;
const now = new Date();

const READS: Record<string, () => Promise<unknown>> = {
  'listings whisky': () => listingPage(db, now, ListingListQuerySchema.parse({ category: 'Whisky' })),
  'listings $100–$1,000': () => listingPage(db, now, ListingListQuerySchema.parse({ min_price: '100', max_price: '1000' })),
  'listings expiring first': () => listingPage(db, now, ListingListQuerySchema.parse({ ordering: 'valid_until' })),
  listings: () => listingPage(db, now, ListingListQuerySchema.parse({})),
  filters: () => marketplaceFilters(db, now),
  releases: () => releasePage(db, now, ReleaseListQuerySchema.parse({})),
  'all editions': () => editionPage(db, now, EditionListQuerySchema.parse({}), null),
};

const wanted = process.argv.slice(2);
for (const [name, read] of Object.entries(READS)) {
  if (wanted.length && !wanted.includes(name)) continue;
  await read(); // warm: statistics, caches, the summary refresh
  plans.length = 0;
  const started = performance.now();
  await read();
  console.log(`\n=== ${name}: ${(performance.now() - started).toFixed(1)} ms ===`);
  for (const plan of plans) console.log(plan.replace(/\n\s*Query Text:[\s\S]*?(?=\n\S|\n\s*(Limit|Sort|Aggregate|Hash|Nested|Append|Result|Subquery|CTE|Unique|Gather|WindowAgg|GroupAggregate|HashAggregate|Index|Seq|Merge))/, ''));
}
await pool.end();
