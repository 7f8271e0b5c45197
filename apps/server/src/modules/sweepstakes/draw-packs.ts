import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { draws, editionNfts, editions, releasePacks, releases, type DbOrTx } from '@caskmark/db';
import { seedCommitment } from '@caskmark/shared/rules/verifiable-draw';
import { notFound } from '../../platform/errors';

export type DrawKind = 'sweepstakes' | 'shuffle';
export type DrawRow = typeof draws.$inferSelect;

/** What a draw needs of its pack: style, window, price; the pack's own dates override the release's. */
export interface DrawPack {
  publicPk: string;
  name: string;
  kind: DrawKind;
  listingPriceCents: number;
  opensAt: Date;
  closesAt: Date | null;
  brandSlug: string;
  releasePublicPk: string;
}

const packColumns = {
  publicPk: releasePacks.publicPk,
  name: releasePacks.name,
  style: releases.releaseStyle,
  listingPriceCents: releasePacks.listingPriceCents,
  lotOpenDate: releasePacks.lotOpenDate,
  lotCloseDate: releasePacks.lotCloseDate,
  lobbyOpenDate: releases.lobbyOpenDate,
  lobbyCloseDate: releases.lobbyCloseDate,
  releasePublicPk: releases.publicPk,
  brandSlug: sql<string>`(select b.slug from brands b where b.public_pk = ${releases.brandPk})`,
};

function toDrawPack(row: { publicPk: string; name: string; style: string; listingPriceCents: number; lotOpenDate: Date | null; lotCloseDate: Date | null; lobbyOpenDate: Date; lobbyCloseDate: Date | null; brandSlug: string; releasePublicPk: string }): DrawPack | null {
  if (row.style !== 'sweepstakes' && row.style !== 'shuffle') return null;
  return {
    publicPk: row.publicPk,
    name: row.name,
    kind: row.style,
    listingPriceCents: row.listingPriceCents,
    opensAt: row.lotOpenDate ?? row.lobbyOpenDate,
    closesAt: row.lotCloseDate ?? row.lobbyCloseDate,
    brandSlug: row.brandSlug,
    releasePublicPk: row.releasePublicPk,
  };
}

export async function drawPackOf(db: DbOrTx, packPk: string, kind?: DrawKind): Promise<DrawPack> {
  const [row] = await db.select(packColumns).from(releasePacks).innerJoin(releases, eq(releases.publicPk, releasePacks.releasePk)).where(eq(releasePacks.publicPk, packPk));
  const pack = row ? toDrawPack(row) : null;
  if (!pack || (kind && pack.kind !== kind)) throw notFound(kind === 'shuffle' ? 'Shuffle' : 'Sweepstakes');
  return pack;
}

/** Sweepstakes and shuffle packs already open at `now` (their commitment must exist). */
export async function openedDrawPacks(db: DbOrTx, now: Date): Promise<DrawPack[]> {
  const rows = await db
    .select(packColumns)
    .from(releasePacks)
    .innerJoin(releases, eq(releases.publicPk, releasePacks.releasePk))
    .where(and(inArray(releases.releaseStyle, ['sweepstakes', 'shuffle']), lte(sql`coalesce(${releasePacks.lotOpenDate}, ${releases.lobbyOpenDate})`, now)));
  return rows.map(toDrawPack).filter((pack): pack is DrawPack => pack !== null);
}

export type DrawWindow = 'notOpen' | 'open' | 'closed';
export function windowOf(pack: DrawPack, now: Date): DrawWindow {
  if (pack.opensAt.getTime() > now.getTime()) return 'notOpen';
  if (pack.closesAt && pack.closesAt.getTime() <= now.getTime()) return 'closed';
  return 'open';
}

/**
 * The commitment of a pack: its secret seed and published hash, made once (the unique index on the
 * pack settles a race: both read the one row that won). Made when the sale opens — by the draw task's
 * pass, or at the latest by the first entry — so no entry exists before its hash is public.
 */
export async function commitDraw(db: DbOrTx, pack: DrawPack, now: Date): Promise<DrawRow> {
  const seed = randomBytes(32).toString('hex');
  await db.insert(draws).values({ releasePackPk: pack.publicPk, kind: pack.kind, seed, seedHash: seedCommitment(seed), createdAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(draws).where(eq(draws.releasePackPk, pack.publicPk));
  return row!;
}

export async function drawOfPack(db: DbOrTx, packPk: string): Promise<DrawRow | null> {
  const [row] = await db.select().from(draws).where(eq(draws.releasePackPk, packPk));
  return row ?? null;
}

/** Draws whose pack has closed and that are not drawn yet. */
export async function undrawnDraws(db: DbOrTx): Promise<DrawRow[]> {
  return db.select().from(draws).where(isNull(draws.drawnAt)).orderBy(asc(draws.createdAt));
}

export async function allDraws(db: DbOrTx): Promise<DrawRow[]> {
  return db.select().from(draws).orderBy(asc(draws.createdAt));
}

/** The prizes of a pack: its unsold, unlocked edition NFTs by edition number (one product per pack here). */
export async function prizeEditions(db: DbOrTx, packPk: string): Promise<Array<{ publicPk: string; editionNumber: number }>> {
  return db
    .select({ publicPk: editionNfts.publicPk, editionNumber: editionNfts.editionNumber })
    .from(editionNfts)
    .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
    .where(and(eq(editions.releasePackPk, packPk), eq(editionNfts.status, 'unsold'), eq(editionNfts.isLocked, false)))
    .orderBy(asc(editionNfts.editionNumber), asc(editionNfts.publicPk));
}

export async function editionNumbersOf(db: DbOrTx, nftPks: string[]): Promise<Map<string, number>> {
  if (nftPks.length === 0) return new Map();
  const rows = await db.select({ publicPk: editionNfts.publicPk, editionNumber: editionNfts.editionNumber }).from(editionNfts).where(inArray(editionNfts.publicPk, nftPks));
  return new Map(rows.map((row) => [row.publicPk, row.editionNumber]));
}
