import { and, desc, eq } from 'drizzle-orm';
import { auctionBids, auctionLots, auctionMaxBids } from '@caskmark/db';
import type { AuctionBid, MaxBid } from '@caskmark/shared/api/auctions';
import { centsToDollars } from '@caskmark/shared/money/cents';
import { nextBidCents } from '@caskmark/shared/rules/english-auction';
import type { AppContext } from '../../context';
import { loadBidLadders } from '../catalogue/public';
import { englishRules, englishState } from './english-bids';
import { presentAuctionBid } from './auction-presenters';
import { handlersOf, lotTarget } from './lots';

/** The ladder of an English lot (or of every lot of the pack), highest step first: public, like a saleroom's board. */
export async function auctionBidsOf(context: AppContext, packPk: string, editionNftPk?: string | null, limit = 100): Promise<AuctionBid[]> {
  const ladderUsd = (await loadBidLadders(context.db)).get('auction')!;
  const target = await lotTarget(context.db, packPk, 'auction', editionNftPk).catch((error) => {
    // A pack of several units read without naming one: every lot's steps.
    if (!editionNftPk) return null;
    throw error;
  });
  const condition = target ? and(eq(auctionLots.releasePackPk, packPk), eq(auctionLots.editionNumber, target.editionNumber)) : eq(auctionLots.releasePackPk, packPk);
  const rows = await context.db
    .select({ bid: auctionBids, lot: auctionLots })
    .from(auctionBids)
    .innerJoin(auctionLots, eq(auctionLots.publicPk, auctionBids.lotPk))
    .where(condition)
    .orderBy(desc(auctionBids.createdAt), desc(auctionBids.amountCents))
    .limit(limit);
  const handlers = await handlersOf(context.db, rows.map((row) => row.bid.userPk));
  const targets = new Map<number, Awaited<ReturnType<typeof lotTarget>>>();
  const results: AuctionBid[] = [];
  for (const { bid, lot } of rows) {
    let lotUnit = targets.get(lot.editionNumber);
    if (!lotUnit) {
      lotUnit = target ?? (await lotTarget(context.db, packPk, 'auction', lot.editionNftPk));
      targets.set(lot.editionNumber, lotUnit);
    }
    results.push(presentAuctionBid(bid, { handler: handlers.get(bid.userPk) ?? '', target: lotUnit, lot, rules: englishRules(lotUnit, lot, ladderUsd) }));
  }
  return results;
}

/** The caller's maxima on the pack's lots (`GET .../auction/max-bid`), with where each lot stands now. */
export async function maxBidsOf(context: AppContext, userPk: string, packPk: string, editionNftPk?: string | null): Promise<MaxBid[]> {
  await lotTarget(context.db, packPk, 'auction', editionNftPk).catch((error) => {
    if (editionNftPk) throw error;
  });
  const ladderUsd = (await loadBidLadders(context.db)).get('auction')!;
  const rows = await context.db
    .select({ max: auctionMaxBids, lot: auctionLots })
    .from(auctionMaxBids)
    .innerJoin(auctionLots, eq(auctionLots.publicPk, auctionMaxBids.lotPk))
    .where(and(eq(auctionMaxBids.userPk, userPk), eq(auctionMaxBids.releasePackPk, packPk), editionNftPk ? eq(auctionMaxBids.editionNftPk, editionNftPk) : undefined))
    .orderBy(desc(auctionMaxBids.updatedAt));
  const results: MaxBid[] = [];
  for (const { max, lot } of rows) {
    const target = await lotTarget(context.db, packPk, 'auction', lot.editionNftPk);
    results.push(presentMaxBid(max, lot, nextBidCents(englishRules(target, lot, ladderUsd), englishState(target, lot)), userPk));
  }
  return results;
}

export function presentMaxBid(max: typeof auctionMaxBids.$inferSelect, lot: typeof auctionLots.$inferSelect, nextCents: number, userPk: string): MaxBid {
  return {
    publicPk: max.publicPk,
    editionNft: max.editionNftPk,
    releasePack: max.releasePackPk,
    maxBidInUsd: centsToDollars(max.maxCents),
    maxBidInEth: Number(max.maxEth),
    currency: max.currency,
    fundCheckType: max.fundCheckType,
    fundCheckValue: max.fundCheckValue,
    isMaxBid: max.isMaxBid,
    isHighestBidder: lot.leaderPk === userPk,
    currentBidInUsd: lot.priceCents === null ? null : centsToDollars(lot.priceCents),
    nextBidAmount: centsToDollars(nextCents),
    lotCloseDate: lot.closesAt.toISOString(),
    createdAt: max.createdAt.toISOString(),
    updatedAt: max.updatedAt.toISOString(),
  };
}

