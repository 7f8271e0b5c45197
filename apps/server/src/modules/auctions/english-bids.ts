import { eq, sql } from 'drizzle-orm';
import { auctionBids, auctionLots, auctionMaxBids } from '@caskmark/db';
import type { AuctionBid, AuctionBidResult } from '@caskmark/shared/api/auctions';
import { centsToDollars } from '@caskmark/shared/money/cents';
import { nextBidCents, placeEnglishBid, type EnglishBidKind, type EnglishLotRules, type EnglishLotState } from '@caskmark/shared/rules/english-auction';
import type { AppContext } from '../../context';
import { loadBidLadders } from '../catalogue/public';
import { auctionErrors } from './auction-errors';
import { publishAuctionEvents, type AuctionEvent } from './auction-topics';
import { ethOf, requireFunds } from './funds';
import { closeOf, findLot, handlersOf, lockLot, lotTarget, unitForSale, type LotRow, type LotTarget } from './lots';
import { presentAuctionBid, type BidRow } from './auction-presenters';

export interface EnglishBidInput {
  packPk: string;
  editionNftPk?: string | null;
  kind: EnglishBidKind;
  amountCents: number;
  currency: 'USD' | 'ETH';
  /** The request field the amount came from, for field errors (`bidInUsd`, `maxBidInUsd`). */
  field: string;
}

export function englishRules(target: LotTarget, lot: LotRow | null, ladderUsd: readonly number[]): EnglishLotRules {
  return {
    ladderUsd,
    startingCents: target.startingCents,
    reserveCents: target.reserveCents,
    opensAtMs: target.openAt.getTime(),
    scheduledCloseMs: (lot?.scheduledCloseAt ?? target.closeAt ?? new Date(8.64e15)).getTime(),
  };
}

export function englishState(target: LotTarget, lot: LotRow | null): EnglishLotState {
  return {
    priceCents: lot?.priceCents ?? null,
    leader: lot?.leaderPk ?? null,
    leaderMaxCents: lot?.leaderMaxCents ?? 0,
    closesAtMs: (closeOf(target, lot) ?? new Date(8.64e15)).getTime(),
  };
}

/**
 * Refuses what is certain without the lock (wrong pack, closed long ago, unit sold) before the funds
 * check reads the chain. A settled lot is past its close (decision 254): it has ended, whatever became
 * of the unit since.
 */
function precheck(context: AppContext, target: LotTarget, lot: LotRow | null): void {
  if (lot?.settledAt) throw auctionErrors.ended();
  const now = context.clock.nowMs();
  if (now < target.openAt.getTime()) throw auctionErrors.notOpen();
  const close = closeOf(target, lot);
  if (!close) throw auctionErrors.notOpen();
  if (now >= close.getTime()) throw auctionErrors.ended();
  if (!unitForSale(target)) throw auctionErrors.sold();
}

export interface PlacedEnglishBid {
  result: AuctionBidResult;
  lot: LotRow;
}

/**
 * A quick or max bid on an English lot (decision 250, 251): funds checked on the server for the amount
 * (a max bid's whole maximum), then in one transaction holding the lot's row lock the engine is applied
 * at the business clock's now — read after the lock, so a bid that waited past the close is refused —
 * its price steps written (one row per amount), the bidder's maximum kept, the lot updated. The live
 * events go out after the commit.
 */
export async function placeAuctionBid(context: AppContext, userPk: string, input: EnglishBidInput): Promise<PlacedEnglishBid> {
  const target = await lotTarget(context.db, input.packPk, 'auction', input.editionNftPk);
  precheck(context, target, await findLot(context.db, target.packPk, target.editionNumber));
  const funds = await requireFunds(context, userPk, input.amountCents);
  const ladderUsd = (await loadBidLadders(context.db)).get('auction')!;

  const { lot, steps } = await context.db.transaction(async (tx) => {
    const locked = await lockLot(tx, target);
    if (locked.settledAt) throw auctionErrors.ended();
    const rules = englishRules(target, locked, ladderUsd);
    const atMs = context.clock.nowMs();
    const outcome = placeEnglishBid(rules, englishState(target, locked), { bidder: userPk, kind: input.kind, amountCents: input.amountCents, atMs });
    if (!outcome.accepted) throw auctionErrors.english(outcome.refusal, input.field, outcome.nextBidCents);
    const now = new Date(atMs);
    const written: BidRow[] = outcome.steps.length
      ? await tx
          .insert(auctionBids)
          .values(
            outcome.steps.map((step) => ({
              lotPk: locked.publicPk,
              releasePackPk: target.packPk,
              editionNftPk: locked.editionNftPk,
              userPk: step.bidder,
              amountCents: step.amountCents,
              amountEth: ethOf(step.amountCents, funds.usdPerEth),
              isMaxBid: step.isMaxBid,
              createdAt: now,
            })),
          )
          .returning()
      : [];
    const maxValues = {
      maxCents: input.amountCents,
      maxEth: ethOf(input.amountCents, funds.usdPerEth),
      isMaxBid: input.kind === 'max',
      currency: input.currency,
      fundCheckType: funds.fundCheckType,
      fundCheckValue: funds.fundCheckValue,
      updatedAt: now,
    };
    await tx
      .insert(auctionMaxBids)
      .values({ lotPk: locked.publicPk, releasePackPk: target.packPk, editionNftPk: locked.editionNftPk, userPk, createdAt: now, ...maxValues })
      .onConflictDoUpdate({ target: [auctionMaxBids.lotPk, auctionMaxBids.userPk], set: maxValues });
    const [updated] = await tx
      .update(auctionLots)
      .set({
        priceCents: outcome.state.priceCents,
        leaderPk: outcome.state.leader,
        leaderMaxCents: outcome.state.leaderMaxCents,
        closesAt: new Date(outcome.state.closesAtMs),
        bidCount: sql`${auctionLots.bidCount} + ${written.length}`,
        updatedAt: now,
      })
      .where(eq(auctionLots.publicPk, locked.publicPk))
      .returning();
    return { lot: updated!, steps: written };
  });

  const handlers = await handlersOf(context.db, steps.map((step) => step.userPk));
  const rules = englishRules(target, lot, ladderUsd);
  const present = (row: BidRow): AuctionBid => presentAuctionBid(row, { handler: handlers.get(row.userPk) ?? '', target, lot, rules });
  const events: AuctionEvent[] = steps.map((step) => ({ kind: 'auctionBidCreated', packPk: target.packPk, payload: present(step) }));
  await publishAuctionEvents(context, events);
  const own = [...steps].reverse().find((step) => step.userPk === userPk);
  const next = nextBidCents(rules, englishState(target, lot));
  return {
    lot,
    result: {
      ...(own ? present(own) : {}),
      nextBidAmount: centsToDollars(next),
      isHighestBidder: lot.leaderPk === userPk,
      currentBidInUsd: lot.priceCents === null ? null : centsToDollars(lot.priceCents),
      lotCloseDate: lot.closesAt.toISOString(),
      nonFieldErrors: [],
    },
  };
}
