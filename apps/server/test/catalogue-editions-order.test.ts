import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditionNft } from '@caskmark/shared/api/catalogue';
import { DEFAULT_EDITION_ORDERING } from '@caskmark/shared/catalogue/orderings';
import { editionOrderKeys, queryEditions } from '../src/modules/catalogue/edition-repository';
import { buildEditionNfts, buildRelease, buildReleasePack, ms } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * `/api/marketplace/v2/editions` without a filter walks an index in its default order (decision 320)
 * instead of sorting every edition's view: it must answer the same editions in the same order as the
 * full view does, collaborations last, newest go-live first, ties by number and id, undated last.
 */
let t: TestApp;
type Page<T> = { count: number; next: number | null; results: T[] };

beforeAll(async () => {
  t = await startTestApp();
  const db = t.context.db;
  const now = t.context.clock.now();
  const day = (days: number) => new Date(now.getTime() - days * ms.DAY);
  const plain = await buildRelease(db, { now });
  const collaboration = await buildRelease(db, { now, isCollaboration: true });
  const packs = [
    await buildReleasePack(db, { releasePk: plain.publicPk }),
    await buildReleasePack(db, { releasePk: plain.publicPk }),
    await buildReleasePack(db, { releasePk: collaboration.publicPk }),
  ];
  // Same go-live dates across packs (ties broken by number, then id), some undated.
  await buildEditionNfts(db, { pack: packs[0]!, count: 4, nft: { goLiveDate: day(2) } });
  await buildEditionNfts(db, { pack: packs[1]!, count: 3, nft: { goLiveDate: day(2) } });
  await buildEditionNfts(db, { pack: packs[1]!, count: 2, firstNumber: 10, nft: { goLiveDate: day(1) } });
  await buildEditionNfts(db, { pack: packs[0]!, count: 2, firstNumber: 20 });
  await buildEditionNfts(db, { pack: packs[2]!, count: 3, nft: { goLiveDate: day(0) } });
  await buildEditionNfts(db, { pack: packs[2]!, count: 1, firstNumber: 9 });
});
afterAll(async () => t?.close());

describe('the unfiltered editions list', () => {
  it('pages through every edition in the order of the full view, counting them all', async () => {
    const viaView = await queryEditions(t.context.db, {
      now: t.context.clock.now(),
      // A condition that holds for every edition makes the general (view) path run.
      candidates: [sql`true`],
      keys: editionOrderKeys(DEFAULT_EDITION_ORDERING),
      limit: 1000,
    });
    expect(viaView.length).toBe(15);

    const seen: string[] = [];
    let count = -1;
    for (let page = 1; page <= 4; page += 1) {
      const body = (await t.get<Page<EditionNft>>(`/api/marketplace/v2/editions?size=4&page=${page}`)).body;
      seen.push(...body.results.map((edition) => edition.publicPk));
      count = body.count;
      if (!body.next) break;
    }
    expect(seen).toEqual(viaView.map((row) => row.nft_pk));
    expect(count).toBe(15);
    // The collaboration's editions come last, its undated one at the very end.
    expect(viaView.at(-1)!.is_collaboration).toBe(true);
    expect(viaView.at(-1)!.go_live_ms).toBeNull();
  });
});
