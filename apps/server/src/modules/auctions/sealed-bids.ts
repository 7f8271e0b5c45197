import { and, asc, desc, eq } from 'drizzle-orm';
import { auctionLots, sealedBids, sealedPaddles, type DbOrTx } from '@caskmark/db';
import type { CreateSealedBid, SealedBid } from '@caskmark/shared/api/auctions';
import { centsToDollars, dollarsToCents } from '@caskmark/shared/money/cents';
import { SEALED_VISIBLE_RANKS, sealedRefusal, type SealedRefusal } from '@caskmark/shared/rules/sealed-auction';
import type { AppContext } from '../../context';
import type { AppError } from '../../platform/errors';
import { loadBidLadders } from '../catalogue/public';
import { auctionErrors } from './auction-errors';
import { publishAuctionEvents } from './auction-topics';
import { ethOf, requireFunds } from './funds';
import { closeOf, findLot, lockLot, lotTarget, packFacts, unitForSale, type LotRow } from './lots';
import { paddleOf } from './sealed-paddles';

interface RankedSealed {
  bid: typeof sealedBids.$inferSelect;
  paddleNumber: number;
  rank: number;
}

function refusalError(refusal: SealedRefusal, minimumCents: number): AppError {
  switch (refusal) {
    case 'lot_not_open':
      return auctionErrors.notOpen();
    case 'lot_closed':
      return auctionErrors.ended();
    case 'wrong_increment':
      return auctionErrors.wrongIncrement('bidInUsd');
    case 'below_minimum':
      return auctionErrors.lowestAllowedBid('bidInUsd', minimumCents);
    case 'not_higher':
      return auctionErrors.sealedNotHigher('bidInUsd');
  }
}

/** A lot's bids ranked: amount, then when it was reached (earlier first), then key (decision 253). */
export async function rankedSealedBids(db: DbOrTx, lotPk: string): Promise<RankedSealed[]> {
  const rows = await db
    .select({ bid: sealedBids, paddleNumber: sealedPaddles.paddleNumber })
    .from(sealedBids)
    .innerJoin(sealedPaddles, eq(sealedPaddles.publicPk, sealedBids.paddlePk))
    .where(eq(sealedBids.lotPk, lotPk))
    .orderBy(desc(sealedBids.amountCents), asc(sealedBids.updatedAt), asc(sealedBids.publicPk));
  return rows.map((row, index) => ({ ...row, rank: index + 1 }));
}

/**
 * What a viewer may see of one ranked bid: its paddle, and its rank when in the top five. The amount,
 * key and time only for the viewer's own bid — and, once the lot has closed, the winner's amount (the
 * hammer price), nothing more (decision 253).
 */
function presentSealed(entry: RankedSealed, lot: LotRow, editionNumber: number | null, viewerPk: string | null, closed: boolean): SealedBid {
  const own = entry.bid.userPk === viewerPk;
  const revealed = own || (closed && entry.rank === 1);
  return {
    publicPk: own ? entry.bid.publicPk : null,
    releasePackPublicPk: lot.releasePackPk,
    editionNftPublicPk: lot.editionNftPk,
    paddleNumber: entry.paddleNumber,
    paddlePosition: entry.rank <= SEALED_VISIBLE_RANKS ? entry.rank : null,
    editionNumber,
    updatedAt: own ? entry.bid.updatedAt.toISOString() : null,
    bidInUsd: revealed ? centsToDollars(entry.bid.amountCents) : null,
  };
}

async function lotsOfPack(context: AppContext, packPk: string, editionNftPk?: string | null) {
  const pack = await packFacts(context.db, packPk);
  if (!pack || pack.style !== 'sealed_auction') throw auctionErrors.notThisKind();
  let rows = await context.db.select().from(auctionLots).where(eq(auctionLots.releasePackPk, packPk)).orderBy(asc(auctionLots.editionNumber));
  if (editionNftPk) {
    const target = await lotTarget(context.db, packPk, 'sealed_auction', editionNftPk);
    rows = rows.filter((lot) => lot.editionNumber === target.editionNumber);
  }
  return rows.map((lot) => ({ lot, isBundle: pack.isBundle }));
}

/** `getSealedAuctionBids`: the top five paddles of each lot with their ranks, amounts hidden (the viewer's own shown). */
export async function sealedBidsOf(context: AppContext, packPk: string, viewerPk: string | null, editionNftPk?: string | null): Promise<SealedBid[]> {
  const lots = await lotsOfPack(context, packPk, editionNftPk);
  const now = context.clock.nowMs();
  const results: SealedBid[] = [];
  for (const { lot, isBundle } of lots) {
    const closed = now >= lot.closesAt.getTime();
    const ranked = await rankedSealedBids(context.db, lot.publicPk);
    for (const entry of ranked) {
      if (entry.rank > SEALED_VISIBLE_RANKS && entry.bid.userPk !== viewerPk) continue;
      results.push(presentSealed(entry, lot, isBundle ? null : lot.editionNumber, viewerPk, closed));
    }
  }
  return results;
}

/** `GET .../sealed-auction/{pk}/user-bid`: the caller's own bids on the pack's lots, nobody else's. */
export async function ownSealedBids(context: AppContext, packPk: string, userPk: string): Promise<SealedBid[]> {
  const all = await sealedBidsOf(context, packPk, userPk);
  return all.filter((bid) => bid.publicPk !== null);
}

/**
 * A sealed bid (decision 253): with the caller's paddle, on the ladder, at least the lowest allowed bid,
 * higher than their current one; funds checked for the amount; in one transaction holding the lot's
 * lock. The live event names the paddle and its rank, never the amount.
 */
export async function placeSealedBid(context: AppContext, userPk: string, input: CreateSealedBid): Promise<SealedBid> {
  const target = await lotTarget(context.db, input.releasePack, 'sealed_auction', input.editionNft);
  const existing = await findLot(context.db, target.packPk, target.editionNumber);
  // A settled lot is past its close (decision 254): it has ended, whatever became of the unit since.
  if (existing?.settledAt) throw auctionErrors.ended();
  const paddle = await paddleOf(context.db, target.packPk, userPk);
  if (!paddle) throw auctionErrors.paddleRequired();
  const now = context.clock.nowMs();
  const close = closeOf(target, existing);
  if (now < target.openAt.getTime()) throw auctionErrors.notOpen();
  if (!close || now >= close.getTime()) throw close ? auctionErrors.ended() : auctionErrors.notOpen();
  if (!unitForSale(target)) throw auctionErrors.sold();
  const amountCents = dollarsToCents(input.bidInUsd);
  const ladderUsd = (await loadBidLadders(context.db)).get('sealed_auction')!;
  const minimum = sealedRefusal({ amountCents, ownCents: null, atMs: now, opensAtMs: 0, closesAtMs: Infinity, ladderUsd, startingCents: target.startingCents });
  if (minimum) throw refusalError(minimum.refusal, minimum.minimumCents);
  const funds = await requireFunds(context, userPk, amountCents);

  const { lot, ranked } = await context.db.transaction(async (tx) => {
    const locked = await lockLot(tx, target);
    if (locked.settledAt) throw auctionErrors.ended();
    const [own] = await tx.select().from(sealedBids).where(and(eq(sealedBids.lotPk, locked.publicPk), eq(sealedBids.userPk, userPk)));
    const atMs = context.clock.nowMs();
    const refused = sealedRefusal({ amountCents, ownCents: own?.amountCents ?? null, atMs, opensAtMs: target.openAt.getTime(), closesAtMs: locked.closesAt.getTime(), ladderUsd, startingCents: target.startingCents });
    if (refused) throw refusalError(refused.refusal, refused.minimumCents);
    const at = new Date(atMs);
    const values = { amountCents, amountEth: ethOf(amountCents, funds.usdPerEth), fundCheckType: funds.fundCheckType, fundCheckValue: funds.fundCheckValue, updatedAt: at };
    if (own) await tx.update(sealedBids).set(values).where(eq(sealedBids.publicPk, own.publicPk));
    else await tx.insert(sealedBids).values({ lotPk: locked.publicPk, releasePackPk: target.packPk, editionNftPk: locked.editionNftPk, paddlePk: paddle.publicPk, userPk, createdAt: at, ...values });
    const after = await rankedSealedBids(tx, locked.publicPk);
    const [updated] = await tx
      .update(auctionLots)
      .set({ leaderPk: after[0]?.bid.userPk ?? null, bidCount: after.length, updatedAt: at })
      .where(eq(auctionLots.publicPk, locked.publicPk))
      .returning();
    return { lot: updated!, ranked: after };
  });

  const editionNumber = target.isBundle ? null : target.editionNumber;
  const mine = ranked.find((entry) => entry.bid.userPk === userPk)!;
  const shown = presentSealed(mine, lot, editionNumber, userPk, false);
  await publishAuctionEvents(context, [{ kind: 'sealedAuctionBidCreated', packPk: target.packPk, payload: presentSealed(mine, lot, editionNumber, null, false) }]);
  return shown;
}
