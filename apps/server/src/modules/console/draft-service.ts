import type { FastifyRequest } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { brands, releaseDrafts, releases } from '@caskmark/db';
import {
  LIVE_PACK_CHANGE_MESSAGE,
  ReleaseDraftDocumentSchema,
  type ReleaseDraft,
  type ReleaseDraftDocument,
} from '@caskmark/shared/api/console-catalogue';
import type { AppContext } from '../../context';
import { auditActor, recordAudit } from '../../platform/audit-log';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { actingBrands, isStaff, mayActOn, requireBrandAccess, type BrandRow } from './brand-access';
import { requireUser } from '../identity/public';

type DraftRow = typeof releaseDrafts.$inferSelect;

export const SLUG_TAKEN_MESSAGE = 'A release already uses this slug.';

export function presentDraft(row: DraftRow, brand: Pick<BrandRow, 'name' | 'slug'>): ReleaseDraft {
  return {
    publicPk: row.publicPk,
    brandPk: row.brandPk,
    brandName: brand.name,
    brandSlug: brand.slug,
    status: row.status,
    releasePk: row.releasePk,
    document: ReleaseDraftDocumentSchema.parse(row.document),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** A draft the caller may see and act on (403 for another brand's, 404 when it does not exist). */
export async function requireDraft(request: FastifyRequest, context: AppContext, draftPk: string) {
  const principal = await requireUser(request);
  const [found] = await context.db
    .select({ draft: releaseDrafts, brand: brands })
    .from(releaseDrafts)
    .innerJoin(brands, eq(brands.publicPk, releaseDrafts.brandPk))
    .where(eq(releaseDrafts.publicPk, draftPk));
  if (!found) {
    if (isStaff(principal)) throw notFound('Draft');
    throw forbidden();
  }
  if (!mayActOn(principal, found.brand)) throw forbidden();
  return { principal, ...found };
}

export async function listDrafts(request: FastifyRequest, context: AppContext, brandPk?: string): Promise<ReleaseDraft[]> {
  const { brands: mine } = await actingBrands(request, context.db);
  const wanted = brandPk ? mine.filter((brand) => brand.publicPk === brandPk) : mine;
  if (brandPk && wanted.length === 0) throw forbidden();
  const byPk = new Map(wanted.map((brand) => [brand.publicPk, brand]));
  const rows = await context.db
    .select()
    .from(releaseDrafts)
    .where(inArray(releaseDrafts.brandPk, [...byPk.keys()]))
    .orderBy(desc(releaseDrafts.updatedAt));
  return rows.map((row) => presentDraft(row, byPk.get(row.brandPk)!));
}

async function assertSlugFree(context: AppContext, slug: string): Promise<void> {
  const [taken] = await context.db.select({ pk: releases.publicPk }).from(releases).where(eq(releases.slug, slug));
  if (taken) throw conflict(SLUG_TAKEN_MESSAGE, { code: 'slug_taken' });
}

export async function createDraft(request: FastifyRequest, context: AppContext, brandPk: string, document: ReleaseDraftDocument): Promise<ReleaseDraft> {
  const { principal, brand } = await requireBrandAccess(request, context.db, brandPk);
  await assertSlugFree(context, document.slug);
  const now = context.clock.now();
  const row = await context.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(releaseDrafts)
      .values({ brandPk, document, createdByPk: principal.userPk, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, auditActor(request, principal), { action: 'release_draft.create', subjectType: 'release_draft', subjectPk: created!.publicPk, after: document }, now);
    return created!;
  });
  return presentDraft(row, brand);
}

/** A draft changes freely until it is published; after that only the live rule applies (decision 290). */
export async function updateDraft(request: FastifyRequest, context: AppContext, draftPk: string, document: ReleaseDraftDocument): Promise<ReleaseDraft> {
  const { principal, draft, brand } = await requireDraft(request, context, draftPk);
  if (draft.status !== 'draft') throw conflict(LIVE_PACK_CHANGE_MESSAGE, { code: 'release_live' });
  if (document.slug !== (draft.document as { slug?: string }).slug) await assertSlugFree(context, document.slug);
  const now = context.clock.now();
  const row = await context.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(releaseDrafts)
      .set({ document, updatedAt: now })
      .where(and(eq(releaseDrafts.publicPk, draftPk), eq(releaseDrafts.status, 'draft')))
      .returning();
    if (!updated) throw conflict(LIVE_PACK_CHANGE_MESSAGE, { code: 'release_live' });
    await recordAudit(tx, auditActor(request, principal), { action: 'release_draft.update', subjectType: 'release_draft', subjectPk: draftPk, before: draft.document, after: document }, now);
    return updated;
  });
  return presentDraft(row, brand);
}
