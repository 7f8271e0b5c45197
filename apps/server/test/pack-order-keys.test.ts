import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@caskmark/db/seed/index';
import {
  PackCursorQuerySchema,
  ReleaseListQuerySchema,
  RELEASE_ORDERINGS,
} from '@caskmark/shared/api/marketplace-query';
import { packCursorPage } from '../src/modules/catalogue/pack-service';
import { catalogueChangesOf } from '../src/modules/catalogue/catalogue-changes';
import { releasePage } from '../src/modules/catalogue/release-service';
import { FRESHNESS_BOUND_MS } from './support/freshness';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Decision 312: marketplace pages pick their packs by the keys kept in `release_pack_summaries`
 * instead of computing every pack's card, and the release list its figures from `release_summaries`
 * when it is filtered by releases and brands only (decision 363). Inside a transaction the same reads
 * compute every card from the edition rows (the old way), so each page must come out the same both
 * ways — for every ordering, the summary filters, every cursor page, and after time alone has moved
 * sales on.
 */
let t: TestApp;
const rowsOf = async <T>(text: string, params: unknown[] = []) =>
  (await t.context.database.execute(text, params)).rows as T[];
/**
 * A write made straight to the database, then the wait for its trigger's notification (on PostgreSQL it
 * arrives after the commit, within the freshness bound; a read before it may rightly be older).
 */
async function write<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const changes = catalogueChangesOf(t.context.db);
  const before = changes.generation;
  const rows = await rowsOf<T>(text, params);
  await expect.poll(() => changes.generation, { timeout: FRESHNESS_BOUND_MS, interval: 10 }).toBeGreaterThan(before);
  return rows;
}

const FILTERS: Array<Record<string, string>> = [
  {},
  { status: 'available' },
  { status: 'upcoming' },
  { status: 'sold_out' },
  { status: 'listed' },
  { min_price: '40', max_price: '500' },
  { is_listed: 'true' },
  { primary_available: 'false' },
  { category: 'Whisky' },
];
/** Each case reads every ordering × filter both ways (~200 reads); on a busy machine that passes a minute. */
const SLOW_MS = 180_000;
/** Over releases and brands only: the release list reads release_summaries then (decision 363). */
const RELEASE_FILTERS: Array<Record<string, string>> = [
  { brand_slug: 'glen-aurora' },
  { release_style: 'auction' },
  { brand_name: 'salt', release: 'hurricane-relief-auction' },
];

async function allPackPages(live: boolean, query: Record<string, string>): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const parsed = PackCursorQuerySchema.parse({ ...query, limit: '4', ...(cursor ? { cursor } : {}) });
    const now = t.context.clock.now();
    const page = live
      ? await t.context.db.transaction((tx) => packCursorPage(tx, now, parsed))
      : await packCursorPage(t.context.db, now, parsed);
    pages.push(page.results.map((pack) => pack.publicPk));
    cursor = page.next ?? undefined;
  } while (cursor && pages.length < 50);
  return pages;
}

async function releasePages(live: boolean, query: Record<string, string>) {
  const parsed = ReleaseListQuerySchema.parse({ ...query, size: '100' });
  const now = t.context.clock.now();
  const page = live
    ? await t.context.db.transaction((tx) => releasePage(tx, now, parsed))
    : await releasePage(t.context.db, now, parsed);
  return { count: page.count, releases: page.results };
}

async function expectSameBothWays({ packs = true } = {}) {
  for (const ordering of RELEASE_ORDERINGS) {
    for (const filter of FILTERS) {
      const query = { ...filter, ordering };
      if (packs)
        expect(await allPackPages(false, query), JSON.stringify(query)).toEqual(await allPackPages(true, query));
      expect(await releasePages(false, query), JSON.stringify(query)).toEqual(await releasePages(true, query));
    }
    for (const filter of RELEASE_FILTERS) {
      const query = { ...filter, ordering };
      expect(await releasePages(false, query), JSON.stringify(query)).toEqual(await releasePages(true, query));
    }
  }
}

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.context.db, { now: t.context.clock.now() });
});

afterAll(async () => {
  await t?.close();
});

describe('marketplace pages chosen from the maintained summaries', () => {
  it(
    'are the pages that computing every pack would give, in every ordering and filter',
    async () => {
      const first = await allPackPages(false, {});
      expect(first.flat().length).toBeGreaterThan(8);
      await expectSameBothWays();
    },
    SLOW_MS,
  );

  it(
    'give the release list its recounted figures after holds, sales, a pack added and another deleted',
    async () => {
      const [pack] = await rowsOf<{ pk: string; release_pk: string }>(
        `select p.public_pk::text as pk, p.release_pk::text from release_packs p
         join editions e on e.release_pack_pk = p.public_pk join edition_nfts n on n.edition_pk = e.public_pk
         where n.status = 'unsold' and not n.is_locked limit 1`,
      );
      const [first, second] = await rowsOf<{ pk: string }>(
        `select n.public_pk::text as pk from edition_nfts n join editions e on e.public_pk = n.edition_pk
         where e.release_pack_pk = $1 and n.status = 'unsold' limit 2`,
        [pack!.pk],
      );
      await write(`update edition_nfts set is_locked = true where public_pk = $1`, [first!.pk]);
      await write(`update edition_nfts set status = 'owned', sold_at = now() where public_pk = $1`, [second!.pk]);
      await expectSameBothWays({ packs: false });

      // A pack with nothing under it yet, then deleted: its release's figures follow both ways.
      const [added] = await write<{ pk: string }>(
        `insert into release_packs (release_pk, name, listing_price_cents)
         values ($1, 'Order-keys extra pack', 5000) returning public_pk::text as pk`,
        [pack!.release_pk],
      );
      await expectSameBothWays({ packs: false });
      await write(`delete from release_packs where public_pk = $1`, [added!.pk]);
      await expectSameBothWays({ packs: false });
    },
    SLOW_MS,
  );

  it(
    'stay so when time alone opens and closes sales',
    async () => {
      for (const hours of [7, 48]) {
        await t.context.clock.advance(hours * 3_600_000);
        await expectSameBothWays();
      }
    },
    SLOW_MS,
  );
});
