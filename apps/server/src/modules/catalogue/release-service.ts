import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import type { Release } from '@caskmark/shared/api/catalogue';
import type { ReleaseListQuery } from '@caskmark/shared/api/marketplace-query';
import { notFound } from '../../platform/errors';
import { findRelease, presentRelease, queryReleases, type ReleaseRow } from './release-repository';
import { releaseOrderKeys } from './sql/ordering';
import { filtersOnlyReleases, packCandidateConditions, packSummaryConditions } from './sql/pack-filters';
import { isUuid } from './sql/run';
import { toPage } from './paging';

/** A release is addressed by its publicPk or its slug; both are public. */
export function releaseRefCondition(ref: string): SQL {
  return isUuid(ref) ? sql`r.public_pk = ${ref.toLowerCase()}::uuid` : sql`r.slug = ${ref}`;
}

export async function requireReleaseRow(db: DbOrTx, now: Date, ref: string, brandSlug?: string): Promise<ReleaseRow> {
  const row = await findRelease(db, now, releaseRefCondition(ref));
  if (!row || (brandSlug !== undefined && row.brand_slug !== brandSlug)) throw notFound('Release');
  return row;
}

export async function requireRelease(db: DbOrTx, now: Date, ref: string, brandSlug?: string): Promise<Release> {
  return presentRelease(await requireReleaseRow(db, now, ref, brandSlug));
}

/** Marketplace v2 `release`: filters, page/size and the spec's orderings. */
export async function releasePage(db: DbOrTx, now: Date, query: ReleaseListQuery) {
  const rows = await queryReleases(db, {
    now,
    candidates: packCandidateConditions(query, now),
    conditions: packSummaryConditions(query, now),
    keys: releaseOrderKeys(query.ordering, 'id'),
    limit: query.size,
    offset: (query.page - 1) * query.size,
    releaseLevel: filtersOnlyReleases(query, now),
  });
  return toPage(rows.map(presentRelease), rows[0]?.total_count ?? (await countReleases(db, now, query)), query.page, query.size);
}

/** The total when the requested page is past the end (the windowed count needs at least one row). */
async function countReleases(db: DbOrTx, now: Date, query: ReleaseListQuery): Promise<number> {
  if (query.page === 1) return 0;
  const [first] = await queryReleases(db, {
    now,
    candidates: packCandidateConditions(query, now),
    conditions: packSummaryConditions(query, now),
    keys: releaseOrderKeys(query.ordering, 'id'),
    limit: 1,
    releaseLevel: filtersOnlyReleases(query, now),
  });
  return first?.total_count ?? 0;
}
