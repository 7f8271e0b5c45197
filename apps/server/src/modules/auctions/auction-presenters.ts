import type { auctionBids } from '@caskmark/db';
import type { AuctionBid } from '@caskmark/shared/api/auctions';
import { centsToDollars } from '@caskmark/shared/money/cents';
import { nextBidCents, type EnglishLotRules } from '@caskmark/shared/rules/english-auction';
import { closeOf, type LotRow, type LotTarget } from './lots';

export type BidRow = typeof auctionBids.$inferSelect;

export interface BidContext {
  handler: string;
  target: LotTarget;
  lot: LotRow | null;
  rules: EnglishLotRules;
}

/** A price step as the spec's "Auction bid" (part 1 §3); `nextBidAmount` is the lowest bid after it. */
export function presentAuctionBid(row: BidRow, { handler, target, lot, rules }: BidContext): AuctionBid {
  return {
    publicPk: row.publicPk,
    bidInUsd: centsToDollars(row.amountCents),
    bidInEth: Number(row.amountEth),
    releasePackPublicPk: row.releasePackPk,
    editionNftPublicPk: row.editionNftPk,
    handler,
    isMaxBid: row.isMaxBid,
    nextBidAmount: centsToDollars(nextBidCents(rules, { priceCents: row.amountCents, leader: null, leaderMaxCents: 0, closesAtMs: 0 })),
    editionNumber: target.isBundle ? null : target.editionNumber,
    createdAt: row.createdAt.toISOString(),
    lotCloseDate: (closeOf(target, lot) ?? row.createdAt).toISOString(),
    isBundle: target.isBundle,
  };
}
