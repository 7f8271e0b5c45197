import type { DbOrTx } from '@caskmark/db';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import type { ReleasePage } from '@caskmark/shared/api/catalogue-detail';
import { requireBrand } from './brand-service';
import { listPacks } from './pack-service';
import { presentRelease } from './release-repository';
import { releaseRefCondition, requireReleaseRow } from './release-service';
import { isoFromMs } from './sql/run';

/**
 * The release page's header (`GET /api/release/v3/release-page/{ref}`), by publicPk or slug. The
 * route and the first-load preload of the page (web/page-preload-routes.ts) both answer with it.
 */
export async function releasePageView(db: DbOrTx, now: Date, ref: string): Promise<ReleasePage> {
  const row = await requireReleaseRow(db, now, ref);
  const brand = await requireBrand(db, row.brand_slug);
  return {
    ...presentRelease(row),
    brand,
    redeemAfter: isoFromMs(row.redeem_after_ms),
    votingOpenDate: isoFromMs(row.voting_open_ms),
    votingCloseDate: isoFromMs(row.voting_close_ms),
    listedCount: row.listed_count,
  };
}

/** The packs of a release in the producer's order (`GET /api/release/v3/release-page/{ref}/packs`). */
export async function releasePagePacks(db: DbOrTx, now: Date, ref: string): Promise<{ count: number; results: ReleasePack[] }> {
  const row = await requireReleaseRow(db, now, ref);
  const results = await listPacks(db, now, [releaseRefCondition(row.release_pk)]);
  return { count: results.length, results };
}
