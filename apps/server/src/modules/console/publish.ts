import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { editionNfts, editions, products, releaseDrafts, releasePacks, releases, type Tx } from '@caskmark/db';
import {
  LOT_STYLES,
  NOT_PUBLISHABLE_STYLE_MESSAGE,
  PUBLISHABLE_STYLES,
  ReleaseDraftDocumentSchema,
  type ReleaseDraft,
  type ReleaseDraftDocument,
} from '@caskmark/shared/api/console-catalogue';
import type { AppContext } from '../../context';
import { auditActor, recordAudit } from '../../platform/audit-log';
import { conflict } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/unique-violation';
import { hashEarlyAccessCode } from '../cart/public';
import { presentDraft, requireDraft, SLUG_TAKEN_MESSAGE } from './draft-service';

const NFT_BATCH = 500;

/** A bundle's price is spread over its bottles; the first carries the rounding remainder (as the demo data does). */
export function unitPrices(priceCents: number, bottles: number): number[] {
  const share = Math.floor(priceCents / bottles);
  return Array.from({ length: bottles }, (_unused, index) => (index === 0 ? priceCents - share * (bottles - 1) : share));
}

/** A lot pack's reserve and own bidding window (decision 298); lots are created at their first bid. */
function lotFields(pack: ReleaseDraftDocument['packs'][number]) {
  return {
    reservePriceCents: pack.reservePriceCents,
    lotOpenDate: pack.lotOpenDate ? new Date(pack.lotOpenDate) : null,
    lotCloseDate: pack.lotCloseDate ? new Date(pack.lotCloseDate) : null,
  };
}

async function insertCatalogue(tx: Tx, brandPk: string, doc: ReleaseDraftDocument): Promise<{ releasePk: string; packPks: string[] }> {
  const productPks = new Map<string, string>();
  for (const product of doc.products) {
    const [row] = await tx
      .insert(products)
      .values({
        brandPk,
        title: product.title,
        description: product.description,
        category: product.category,
        whiskyType: product.whiskyType,
        wineType: product.wineType,
        country: product.country,
        region: product.region,
        bottleSizeMl: product.bottleSizeMl,
        vintage: product.vintage,
        ageStatement: product.ageStatement,
        colour: product.colour,
        primaryGrape: product.primaryGrape,
        bottler: product.bottler,
        abv: product.abv.toFixed(1),
        weightKg: product.weightKg.toFixed(2),
        image: product.image,
        video: product.video,
      })
      .returning({ publicPk: products.publicPk });
    productPks.set(product.key, row!.publicPk);
  }
  const opensAt = new Date(doc.lobbyOpenDate);
  const [release] = await tx
    .insert(releases)
    .values({
      brandPk,
      slug: doc.slug,
      productTitle: doc.title,
      productDescription: doc.description,
      productVideo: doc.video,
      image: doc.image,
      releaseStyle: doc.style,
      lobbyOpenDate: opensAt,
      lobbyCloseDate: doc.lobbyCloseDate ? new Date(doc.lobbyCloseDate) : null,
      isFeatured: doc.isFeatured,
      earlyAccessCodeHash: doc.earlyAccessCode ? await hashEarlyAccessCode(doc.earlyAccessCode) : null,
      redeemAfter: doc.redeemAfter ? new Date(doc.redeemAfter) : null,
    })
    .returning({ publicPk: releases.publicPk });
  const packPks: string[] = [];
  const lots = (LOT_STYLES as readonly string[]).includes(doc.style);
  for (const [sortOrder, pack] of doc.packs.entries()) {
    const [packRow] = await tx
      .insert(releasePacks)
      .values({
        releasePk: release!.publicPk,
        name: pack.name,
        description: pack.description,
        image: pack.image || doc.image,
        video: pack.video,
        isBundle: pack.products.length > 1,
        listingPriceCents: pack.priceCents,
        maxPerUser: pack.maxPerUser,
        ...(lots ? lotFields(pack) : {}),
        sortOrder,
      })
      .returning({ publicPk: releasePacks.publicPk });
    packPks.push(packRow!.publicPk);
    const prices = unitPrices(pack.priceCents, pack.products.length);
    for (const [index, key] of pack.products.entries()) {
      const [edition] = await tx
        .insert(editions)
        .values({ releasePackPk: packRow!.publicPk, productPk: productPks.get(key)!, totalCount: pack.quantity })
        .returning({ publicPk: editions.publicPk });
      const nfts = Array.from({ length: pack.quantity }, (_unused, number) => ({
        editionPk: edition!.publicPk,
        editionNumber: number + 1,
        primaryPriceCents: prices[index]!,
        goLiveDate: lots && pack.lotOpenDate ? new Date(pack.lotOpenDate) : opensAt,
      }));
      for (let start = 0; start < nfts.length; start += NFT_BATCH) await tx.insert(editionNfts).values(nfts.slice(start, start + NFT_BATCH));
    }
  }
  return { releasePk: release!.publicPk, packPks };
}

/**
 * Publishing copies the draft into the catalogue (products, release, packs, editions, one unsold
 * edition NFT per unit) and marks the draft published, with its audit row, in one transaction: the
 * public sees all of it at its lobby open date or nothing. Publishing twice is refused.
 */
export async function publishDraft(request: FastifyRequest, context: AppContext, draftPk: string): Promise<ReleaseDraft> {
  const { principal, draft, brand } = await requireDraft(request, context, draftPk);
  const doc = ReleaseDraftDocumentSchema.parse(draft.document);
  if (!(PUBLISHABLE_STYLES as readonly string[]).includes(doc.style)) throw conflict(NOT_PUBLISHABLE_STYLE_MESSAGE, { code: 'style_not_publishable' });
  const now = context.clock.now();
  try {
    const row = await context.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(releaseDrafts).where(eq(releaseDrafts.publicPk, draftPk)).for('update');
      if (locked?.status !== 'draft') throw conflict('This release is already published.', { code: 'already_published' });
      const created = await insertCatalogue(tx, brand.publicPk, doc);
      const [updated] = await tx
        .update(releaseDrafts)
        .set({ status: 'published', releasePk: created.releasePk, publishedAt: now, updatedAt: now })
        .where(eq(releaseDrafts.publicPk, draftPk))
        .returning();
      await recordAudit(
        tx,
        auditActor(request, principal),
        { action: 'release.publish', subjectType: 'release', subjectPk: created.releasePk, after: { draftPk, slug: doc.slug, packs: created.packPks } },
        now,
      );
      return updated!;
    });
    return presentDraft(row, brand);
  } catch (error) {
    if (isUniqueViolation(error, 'releases_slug_key')) throw conflict(SLUG_TAKEN_MESSAGE, { code: 'slug_taken' });
    throw error;
  }
}
