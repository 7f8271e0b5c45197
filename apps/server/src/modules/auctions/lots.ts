import { and, asc, eq, sql } from 'drizzle-orm';
import { auctionLots, editionNfts, editions, releasePacks, releases, users, type DbOrTx, type Tx } from '@caskmark/db';
import type { ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';
import { auctionErrors } from './auction-errors';

export type AuctionStyle = 'auction' | 'leaderboard' | 'sealed_auction';
export type LotRow = typeof auctionLots.$inferSelect;

/** What a bid is on: the pack and its dates, and for unit lots the unit's NFTs. */
export interface LotTarget {
  packPk: string;
  releasePk: string;
  style: AuctionStyle;
  isBundle: boolean;
  startingCents: number;
  reserveCents: number | null;
  openAt: Date;
  /** The pack's scheduled close; a lot's own close may be later (soft close). */
  closeAt: Date | null;
  /** Units in the pack (a leaderboard's number of winners). */
  unitCount: number;
  /** 0 for a leaderboard. */
  editionNumber: number;
  /** The unit's NFTs (every product of a bundle), lowest key first; empty for a leaderboard. */
  unitNfts: Array<{ publicPk: string; status: string; isLocked: boolean }>;
}

interface PackFacts {
  packPk: string;
  releasePk: string;
  style: ReleaseStyle;
  isBundle: boolean;
  startingCents: number;
  reserveCents: number | null;
  openAt: Date;
  closeAt: Date | null;
}

export async function packFacts(db: DbOrTx, packPk: string): Promise<PackFacts | null> {
  const [row] = await db
    .select({
      packPk: releasePacks.publicPk,
      releasePk: releases.publicPk,
      style: releases.releaseStyle,
      isBundle: releasePacks.isBundle,
      startingCents: releasePacks.listingPriceCents,
      reserveCents: releasePacks.reservePriceCents,
      openAt: sql<Date>`coalesce(${releasePacks.lotOpenDate}, ${releases.lobbyOpenDate})`.mapWith(releases.lobbyOpenDate),
      closeAt: sql<Date | null>`coalesce(${releasePacks.lotCloseDate}, ${releases.lobbyCloseDate})`.mapWith(releases.lobbyOpenDate),
    })
    .from(releasePacks)
    .innerJoin(releases, eq(releases.publicPk, releasePacks.releasePk))
    .where(eq(releasePacks.publicPk, packPk));
  return row ?? null;
}

async function unitNumbers(db: DbOrTx, packPk: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ editionNumber: editionNfts.editionNumber })
    .from(editionNfts)
    .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
    .where(eq(editions.releasePackPk, packPk))
    .orderBy(asc(editionNfts.editionNumber));
  return rows.map((row) => row.editionNumber);
}

async function unitNftsOf(db: DbOrTx, packPk: string, editionNumber: number) {
  return db
    .select({ publicPk: editionNfts.publicPk, status: editionNfts.status, isLocked: editionNfts.isLocked })
    .from(editionNfts)
    .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
    .where(and(eq(editions.releasePackPk, packPk), eq(editionNfts.editionNumber, editionNumber)))
    .orderBy(asc(editionNfts.publicPk));
}

/**
 * The lot a bid names: an auction-style pack of the expected style, and for English and sealed lots the
 * unit of `editionNftPk` (without it, the pack's only unit — a bundle is bid on as a pack).
 */
export async function lotTarget(db: DbOrTx, packPk: string, style: AuctionStyle, editionNftPk?: string | null): Promise<LotTarget> {
  const pack = await packFacts(db, packPk);
  if (!pack || pack.style !== style) throw auctionErrors.notThisKind();
  const numbers = await unitNumbers(db, packPk);
  const base = { ...pack, style, unitCount: numbers.length };
  if (style === 'leaderboard') return { ...base, editionNumber: 0, unitNfts: [] };
  let editionNumber: number | undefined;
  if (editionNftPk) {
    const [chosen] = await db
      .select({ editionNumber: editionNfts.editionNumber })
      .from(editionNfts)
      .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
      .where(and(eq(editionNfts.publicPk, editionNftPk), eq(editions.releasePackPk, packPk)));
    editionNumber = chosen?.editionNumber;
  } else if (numbers.length === 1) editionNumber = numbers[0];
  if (editionNumber === undefined) throw auctionErrors.notThisKind();
  return { ...base, editionNumber, unitNfts: await unitNftsOf(db, packPk, editionNumber) };
}

/** The lot's row, created at its first bid, locked for the rest of the transaction. */
export async function lockLot(tx: Tx, target: LotTarget): Promise<LotRow> {
  if (!target.closeAt) throw auctionErrors.notOpen();
  await tx
    .insert(auctionLots)
    .values({
      releasePackPk: target.packPk,
      editionNumber: target.editionNumber,
      editionNftPk: target.unitNfts[0]?.publicPk ?? null,
      style: target.style,
      scheduledCloseAt: target.closeAt,
      closesAt: target.closeAt,
    })
    .onConflictDoNothing({ target: [auctionLots.releasePackPk, auctionLots.editionNumber] });
  const [row] = await tx
    .select()
    .from(auctionLots)
    .where(and(eq(auctionLots.releasePackPk, target.packPk), eq(auctionLots.editionNumber, target.editionNumber)))
    .for('update');
  return row!;
}

export async function findLot(db: DbOrTx, packPk: string, editionNumber: number): Promise<LotRow | null> {
  const [row] = await db.select().from(auctionLots).where(and(eq(auctionLots.releasePackPk, packPk), eq(auctionLots.editionNumber, editionNumber)));
  return row ?? null;
}

/** The close a bid is judged against: the lot's (extended) close once it exists, else the pack's. */
export function closeOf(target: LotTarget, lot: LotRow | null): Date | null {
  return lot?.closesAt ?? target.closeAt;
}

/** The unit is still the producer's to sell: every NFT unsold and unlocked. */
export function unitForSale(target: LotTarget): boolean {
  return target.unitNfts.length > 0 && target.unitNfts.every((nft) => nft.status === 'unsold' && !nft.isLocked);
}

export async function handlersOf(db: DbOrTx, userPks: string[]): Promise<Map<string, string>> {
  if (userPks.length === 0) return new Map();
  const rows = await db
    .select({ publicPk: users.publicPk, handler: users.handler })
    .from(users)
    .where(sql`${users.publicPk} in (${sql.join([...new Set(userPks)].map((pk) => sql`${pk}::uuid`), sql`, `)})`);
  return new Map(rows.map((row) => [row.publicPk, row.handler]));
}
