import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { auctionLots, auctionMaxBids, auctionWins, sealedBids, type DbOrTx, type Tx } from '@caskmark/db';
import { lotTarget, type LotRow } from './lots';

/**
 * The auctions domain's side of the settlement at the close (decision 254): which lots are due, who
 * may be offered a lot and at what amount, and the win rows. The flow (src/flows/auction-settlement)
 * joins these with the cart; only this file writes `auction_wins` and a lot's outcome.
 */
export type WinRow = typeof auctionWins.$inferSelect;

/** Hours a winner has to pay from the moment they are offered the lot. */
export const PAYMENT_WINDOW_HOURS = 48;

/** English and sealed lots past their (soft-closed) close and not yet decided, oldest close first. */
export async function dueLots(db: DbOrTx, now: Date, limit = 50): Promise<LotRow[]> {
  return db
    .select()
    .from(auctionLots)
    .where(and(isNull(auctionLots.settledAt), lte(auctionLots.closesAt, now), sql`${auctionLots.style} in ('auction', 'sealed_auction')`))
    .orderBy(asc(auctionLots.closesAt))
    .limit(limit);
}

export async function lockLotForSettlement(tx: Tx, lotPk: string): Promise<LotRow | null> {
  const [row] = await tx.select().from(auctionLots).where(eq(auctionLots.publicPk, lotPk)).for('update');
  return row ?? null;
}

export interface Candidate {
  userPk: string;
  amountCents: number;
}

/**
 * Who may buy the lot, in order, at what amount. English: the leader at the hammer price, then every
 * other bidder by their maximum (highest first, earlier first) at that maximum — never above what they
 * agreed to pay, and never above the hammer price either, as the proxy rule guarantees. Sealed: every
 * bid by rank (decision 253) at its own amount. Bids under the reserve are no candidates.
 */
export async function candidatesOf(tx: DbOrTx, lot: LotRow): Promise<Candidate[]> {
  const target = await lotTarget(tx, lot.releasePackPk, lot.style, lot.editionNftPk);
  const reserve = target.reserveCents ?? 0;
  let ranked: Candidate[];
  if (lot.style === 'auction') {
    const maxima = await tx
      .select({ userPk: auctionMaxBids.userPk, maxCents: auctionMaxBids.maxCents })
      .from(auctionMaxBids)
      .where(eq(auctionMaxBids.lotPk, lot.publicPk))
      .orderBy(desc(auctionMaxBids.maxCents), asc(auctionMaxBids.updatedAt), asc(auctionMaxBids.publicPk));
    const leader = lot.leaderPk && lot.priceCents !== null ? [{ userPk: lot.leaderPk, amountCents: lot.priceCents }] : [];
    ranked = [...leader, ...maxima.filter((row) => row.userPk !== lot.leaderPk).map((row) => ({ userPk: row.userPk, amountCents: Math.min(row.maxCents, lot.priceCents ?? row.maxCents) }))];
  } else {
    const bids = await tx
      .select({ userPk: sealedBids.userPk, amountCents: sealedBids.amountCents })
      .from(sealedBids)
      .where(eq(sealedBids.lotPk, lot.publicPk))
      .orderBy(desc(sealedBids.amountCents), asc(sealedBids.updatedAt), asc(sealedBids.publicPk));
    ranked = bids;
  }
  return ranked.filter((candidate) => candidate.amountCents >= reserve && candidate.amountCents > 0);
}

/** The unit's NFTs the winner receives (every product of a bundle). */
export async function unitNftPksOf(tx: DbOrTx, lot: LotRow): Promise<string[]> {
  const target = await lotTarget(tx, lot.releasePackPk, lot.style, lot.editionNftPk);
  return target.unitNfts.map((nft) => nft.publicPk);
}

export async function winsOfLot(tx: DbOrTx, lotPk: string): Promise<WinRow[]> {
  return tx.select().from(auctionWins).where(eq(auctionWins.lotPk, lotPk)).orderBy(asc(auctionWins.rank));
}

/** Offers the lot to a candidate (rank = how many offers came before, plus one). */
export async function offerWin(tx: Tx, lot: LotRow, candidate: Candidate, rank: number, editionNftPks: string[], now: Date): Promise<WinRow> {
  const [row] = await tx
    .insert(auctionWins)
    .values({
      lotPk: lot.publicPk,
      releasePackPk: lot.releasePackPk,
      userPk: candidate.userPk,
      rank,
      amountCents: candidate.amountCents,
      editionNftPks,
      paymentDueAt: new Date(now.getTime() + PAYMENT_WINDOW_HOURS * 3_600_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** The lot is decided: offered to someone (outcome later), or not sold (outcome now). */
export async function markLotSettled(tx: Tx, lotPk: string, now: Date, outcome: LotRow['outcome']): Promise<void> {
  await tx.update(auctionLots).set({ settledAt: now, outcome, updatedAt: now }).where(eq(auctionLots.publicPk, lotPk));
}

export async function setLotOutcome(tx: Tx, lotPk: string, outcome: NonNullable<LotRow['outcome']>, now: Date): Promise<void> {
  await tx.update(auctionLots).set({ outcome, updatedAt: now }).where(eq(auctionLots.publicPk, lotPk));
}

/** Offers still waiting for their payment, oldest first. */
export async function openWins(db: DbOrTx, limit = 100): Promise<WinRow[]> {
  return db.select().from(auctionWins).where(eq(auctionWins.status, 'offered')).orderBy(asc(auctionWins.createdAt)).limit(limit);
}

export async function lockWin(tx: Tx, winPk: string): Promise<WinRow | null> {
  const [row] = await tx.select().from(auctionWins).where(eq(auctionWins.publicPk, winPk)).for('update');
  return row ?? null;
}

export async function updateWin(tx: DbOrTx, winPk: string, changes: Partial<Pick<WinRow, 'status' | 'cartPk' | 'mailedAt'>>, now: Date): Promise<void> {
  await tx.update(auctionWins).set({ ...changes, updatedAt: now }).where(eq(auctionWins.publicPk, winPk));
}
