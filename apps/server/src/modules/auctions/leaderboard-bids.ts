import { and, eq, isNull, sql } from 'drizzle-orm';
import { auctionLots, leaderboardBids, type DbOrTx } from '@caskmark/db';
import type { CreateLeaderboardBid, LeaderboardBid } from '@caskmark/shared/api/auctions';
import { centsToDollars, dollarsToCents } from '@caskmark/shared/money/cents';
import { leaderboardMinimumCents, leaderboardRefusal, rankLeaderboard, type LeaderboardRefusal, type RankedBid } from '@caskmark/shared/rules/leaderboard';
import { MANUAL_LEADERBOARD_WINDOW_MS } from '@caskmark/shared/rules/lobby-timers';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { loadBidLadders } from '../catalogue/public';
import { auctionErrors } from './auction-errors';
import { publishAuctionEvents } from './auction-topics';
import { ethOf, requireFunds } from './funds';
import { findLot, handlersOf, lockLot, lotTarget, type LotRow, type LotTarget } from './lots';

type LeaderboardRow = typeof leaderboardBids.$inferSelect & RankedBid;

function refusalError(refusal: LeaderboardRefusal, minimumCents: number): AppError {
  switch (refusal) {
    case 'lot_not_open':
      return auctionErrors.notOpen();
    case 'lot_closed':
      return auctionErrors.ended();
    case 'manual_not_open':
      return auctionErrors.manualFinalHour();
    case 'wrong_increment':
      return auctionErrors.wrongIncrement('bidInUsd');
    case 'bid_too_low':
      return auctionErrors.english('bid_too_low', 'bidInUsd', minimumCents);
    case 'quick_bid_not_next':
      return auctionErrors.english('quick_bid_not_next', 'bidInUsd', minimumCents);
    case 'below_minimum':
      return auctionErrors.minimumManualBid('bidInUsd', minimumCents);
    case 'already_winning':
      return auctionErrors.alreadyWinning();
    case 'not_higher':
      return auctionErrors.sealedNotHigher('bidInUsd');
  }
}

async function currentBids(db: DbOrTx, lotPk: string): Promise<LeaderboardRow[]> {
  const rows = await db
    .select()
    .from(leaderboardBids)
    .where(and(eq(leaderboardBids.lotPk, lotPk), isNull(leaderboardBids.supersededAt)));
  return rankLeaderboard(rows.map((row) => ({ ...row, bidder: row.userPk, atMs: row.createdAt.getTime(), key: row.publicPk })));
}

function presentRanked(rows: LeaderboardRow[], target: LotTarget, minimumCents: number, handlers: Map<string, string>, viewerPk: string | null): LeaderboardBid[] {
  return rows.map((row, index) => ({
    publicPk: row.publicPk,
    bidInUsd: centsToDollars(row.amountCents),
    bidInEth: Number(row.amountEth),
    releasePack: row.releasePackPk,
    editionNft: null,
    nextBidAmount: centsToDollars(minimumCents),
    // How a bid is funded is its bidder's business.
    fundCheckType: row.userPk === viewerPk ? row.fundCheckType : null,
    fundCheckValue: row.userPk === viewerPk ? row.fundCheckValue : null,
    handler: handlers.get(row.userPk) ?? '',
    createdAt: row.createdAt.toISOString(),
    rank: index + 1,
    isWinning: index < target.unitCount,
    isManual: row.isManual,
  }));
}

/** The ranked current bids of a leaderboard pack (`getLeaderboardBids`), best first. */
export async function leaderboardBidsOf(context: AppContext, packPk: string, viewerPk: string | null, limit = 100): Promise<LeaderboardBid[]> {
  const target = await lotTarget(context.db, packPk, 'leaderboard');
  const lot = await findLot(context.db, packPk, 0);
  if (!lot) return [];
  const ranked = await currentBids(context.db, lot.publicPk);
  const ladderUsd = (await loadBidLadders(context.db)).get('leaderboard')!;
  const minimum = leaderboardMinimumCents(ladderUsd, target.startingCents, target.unitCount, ranked);
  const shown = ranked.slice(0, limit);
  return presentRanked(shown, target, minimum, await handlersOf(context.db, shown.map((row) => row.userPk)), viewerPk);
}

/**
 * A leaderboard bid (decision 252): quick = exactly the lowest amount that enters the winning places;
 * manual = any ladder amount at least that, only in the final hour. One transaction holding the pack's
 * lot lock; the caller's previous bid is replaced; funds checked on the server for the amount.
 */
export async function placeLeaderboardBid(context: AppContext, userPk: string, input: CreateLeaderboardBid): Promise<LeaderboardBid> {
  const target = await lotTarget(context.db, input.releasePack, 'leaderboard');
  const existing = await findLot(context.db, target.packPk, 0);
  if (existing?.settledAt) throw auctionErrors.ended();
  const now = context.clock.nowMs();
  if (now < target.openAt.getTime()) throw auctionErrors.notOpen();
  if (!target.closeAt || now >= target.closeAt.getTime()) throw target.closeAt ? auctionErrors.ended() : auctionErrors.notOpen();
  const amountCents = dollarsToCents(input.bidInUsd);
  const funds = await requireFunds(context, userPk, amountCents);
  const ladderUsd = (await loadBidLadders(context.db)).get('leaderboard')!;

  const { lot, ranked, mine } = await context.db.transaction(async (tx) => {
    const locked: LotRow = await lockLot(tx, target);
    if (locked.settledAt) throw auctionErrors.ended();
    const before = await currentBids(tx, locked.publicPk);
    const atMs = context.clock.nowMs();
    const refused = leaderboardRefusal({
      kind: input.isManual ? 'manual' : 'quick',
      bidder: userPk,
      amountCents,
      atMs,
      opensAtMs: target.openAt.getTime(),
      closesAtMs: locked.closesAt.getTime(),
      manualWindowMs: MANUAL_LEADERBOARD_WINDOW_MS,
      ladderUsd,
      startingCents: target.startingCents,
      winners: target.unitCount,
      ranked: before,
    });
    if (refused) throw refusalError(refused.refusal, refused.minimumCents);
    const at = new Date(atMs);
    await tx
      .update(leaderboardBids)
      .set({ supersededAt: at })
      .where(and(eq(leaderboardBids.lotPk, locked.publicPk), eq(leaderboardBids.userPk, userPk), isNull(leaderboardBids.supersededAt)));
    const [inserted] = await tx
      .insert(leaderboardBids)
      .values({
        lotPk: locked.publicPk,
        releasePackPk: target.packPk,
        userPk,
        amountCents,
        amountEth: ethOf(amountCents, funds.usdPerEth),
        isManual: input.isManual,
        fundCheckType: funds.fundCheckType,
        fundCheckValue: funds.fundCheckValue,
        createdAt: at,
      })
      .returning();
    const after = await currentBids(tx, locked.publicPk);
    const winners = after.slice(0, target.unitCount);
    const [updated] = await tx
      .update(auctionLots)
      .set({
        priceCents: winners.length >= target.unitCount ? winners.at(-1)!.amountCents : null,
        leaderPk: winners[0]?.userPk ?? null,
        bidCount: sql`${auctionLots.bidCount} + 1`,
        updatedAt: at,
      })
      .where(eq(auctionLots.publicPk, locked.publicPk))
      .returning();
    return { lot: updated!, ranked: after, mine: inserted! };
  });

  const minimum = leaderboardMinimumCents(ladderUsd, target.startingCents, target.unitCount, ranked);
  const handlers = await handlersOf(context.db, [userPk]);
  const presented = presentRanked(ranked, target, minimum, handlers, userPk);
  const own = presented.find((bid) => bid.publicPk === mine.publicPk)!;
  await publishAuctionEvents(context, [{ kind: 'leaderboardBidCreated', packPk: lot.releasePackPk, payload: { ...own, fundCheckType: null, fundCheckValue: null } }]);
  return own;
}
