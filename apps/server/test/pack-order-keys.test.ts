import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@caskmark/db/seed/index';
import { PackCursorQuerySchema, ReleaseListQuerySchema, RELEASE_ORDERINGS } from '@caskmark/shared/api/marketplace-query';
import { packCursorPage } from '../src/modules/catalogue/pack-service';
import { releasePage } from '../src/modules/catalogue/release-service';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Decision 312: marketplace pages pick their packs by the keys kept in `release_pack_summaries`
 * instead of computing every pack's card. Inside a transaction the same reads compute every card
 * from the edition rows (the old way), so each page must come out the same both ways — for every
 * ordering, the summary filters, every cursor page, and after time alone has moved sales on.
 */
let t: TestApp;

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

async function allPackPages(live: boolean, query: Record<string, string>): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const parsed = PackCursorQuerySchema.parse({ ...query, limit: '4', ...(cursor ? { cursor } : {}) });
    const now = t.context.clock.now();
    const page = live ? await t.context.db.transaction((tx) => packCursorPage(tx, now, parsed)) : await packCursorPage(t.context.db, now, parsed);
    pages.push(page.results.map((pack) => pack.publicPk));
    cursor = page.next ?? undefined;
  } while (cursor && pages.length < 50);
  return pages;
}

async function releasePages(live: boolean, query: Record<string, string>) {
  const parsed = ReleaseListQuerySchema.parse({ ...query, size: '100' });
  const now = t.context.clock.now();
  const page = live ? await t.context.db.transaction((tx) => releasePage(tx, now, parsed)) : await releasePage(t.context.db, now, parsed);
  return { count: page.count, releases: page.results.map((release) => [release.releasePublicPk, release.primaryAvailable, release.minPriceUsd]) };
}

async function expectSameBothWays() {
  for (const ordering of RELEASE_ORDERINGS) {
    for (const filter of FILTERS) {
      const query = { ...filter, ordering };
      const stored = await allPackPages(false, query);
      expect(stored, JSON.stringify(query)).toEqual(await allPackPages(true, query));
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
  it('are the pages that computing every pack would give, in every ordering and filter', async () => {
    const first = await allPackPages(false, {});
    expect(first.flat().length).toBeGreaterThan(8);
    await expectSameBothWays();
  });

  it('stay so when time alone opens and closes sales', async () => {
    for (const hours of [7, 48]) {
      await t.context.clock.advance(hours * 3_600_000);
      await expectSameBothWays();
    }
  });
});
