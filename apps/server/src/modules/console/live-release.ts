import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { brands, releasePacks, releases } from '@caskmark/db';
import { LIVE_PACK_CHANGE_MESSAGE, LOT_STYLES, type LiveReleasePatch, type UpdateBrandBody, type ConsoleBrand } from '@caskmark/shared/api/console-catalogue';
import type { AppContext } from '../../context';
import { auditActor, recordAudit } from '../../platform/audit-log';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { requireUser } from '../identity/public';
import { isStaff, mayActOn, requireBrandAccess, type BrandRow } from './brand-access';

export function presentBrand(brand: BrandRow): ConsoleBrand {
  return { publicPk: brand.publicPk, slug: brand.slug, name: brand.name, description: brand.description, logo: brand.logo, heroImage: brand.heroImage, website: brand.website };
}

export async function updateBrand(request: FastifyRequest, context: AppContext, brandPk: string, body: UpdateBrandBody): Promise<ConsoleBrand> {
  const { principal, brand } = await requireBrandAccess(request, context.db, brandPk);
  const now = context.clock.now();
  const updated = await context.db.transaction(async (tx) => {
    const [row] = await tx.update(brands).set(body).where(eq(brands.publicPk, brandPk)).returning();
    const before = { description: brand.description, logo: brand.logo, heroImage: brand.heroImage, website: brand.website };
    await recordAudit(tx, auditActor(request, principal), { action: 'brand.update', subjectType: 'brand', subjectPk: brandPk, before, after: body }, now);
    return row!;
  });
  return presentBrand(updated);
}

/**
 * What may change on a live release (decision 290): texts and media of the release and its packs,
 * and its closing date moved later. Price, quantity, style, opening date, early-access code and
 * products are what a buyer decided on, so they never change once published.
 */
export async function patchLiveRelease(request: FastifyRequest, context: AppContext, releasePk: string, patch: LiveReleasePatch) {
  const principal = await requireUser(request);
  const [found] = await context.db.select({ release: releases, brand: brands }).from(releases).innerJoin(brands, eq(brands.publicPk, releases.brandPk)).where(eq(releases.publicPk, releasePk));
  if (!found) {
    if (isStaff(principal)) throw notFound('Release');
    throw forbidden();
  }
  if (!mayActOn(principal, found.brand)) throw forbidden();
  const { release } = found;
  if (patch.lobbyCloseDate !== undefined) {
    const next = new Date(patch.lobbyCloseDate);
    // A lot keeps the close it had at its first bid (decision 298): moving it would split bidders.
    const lots = (LOT_STYLES as readonly string[]).includes(release.releaseStyle);
    if (lots || !release.lobbyCloseDate || next <= release.lobbyCloseDate) throw conflict(LIVE_PACK_CHANGE_MESSAGE, { code: 'release_live' });
  }
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const changes: Partial<typeof releases.$inferInsert> = { updatedAt: now };
    if (patch.description !== undefined) changes.productDescription = patch.description;
    if (patch.image !== undefined) changes.image = patch.image;
    if (patch.video !== undefined) changes.productVideo = patch.video;
    if (patch.lobbyCloseDate !== undefined) changes.lobbyCloseDate = new Date(patch.lobbyCloseDate);
    await tx.update(releases).set(changes).where(eq(releases.publicPk, releasePk));
    const packsBefore = [];
    for (const pack of patch.packs ?? []) {
      const [before] = await tx.select().from(releasePacks).where(and(eq(releasePacks.publicPk, pack.publicPk), eq(releasePacks.releasePk, releasePk)));
      if (!before) throw notFound('Pack');
      packsBefore.push({ publicPk: before.publicPk, description: before.description, image: before.image, video: before.video });
      const { publicPk, ...rest } = pack;
      if (Object.keys(rest).length > 0) await tx.update(releasePacks).set(rest).where(eq(releasePacks.publicPk, publicPk));
    }
    const before = { description: release.productDescription, image: release.image, video: release.productVideo, lobbyCloseDate: release.lobbyCloseDate, packs: packsBefore };
    await recordAudit(tx, auditActor(request, principal), { action: 'release.update', subjectType: 'release', subjectPk: releasePk, before, after: patch }, now);
  });
  return { publicPk: releasePk };
}
