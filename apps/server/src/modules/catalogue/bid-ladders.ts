import { eq } from 'drizzle-orm';
import { bidIncrements, type DbOrTx } from '@caskmark/db';
import { buildBidIncrementLadder, nextBidAmount } from '@caskmark/shared/catalogue/bid-increments';
import { AUCTION_STYLES, isAuctionStyle, type ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';

export type BidLadders = Map<ReleaseStyle, number[]>;

/** A stored ladder in ascending order, or the house ladder when staff stored none. */
function ladderOrHouse(stored: readonly number[] | null | undefined): number[] {
  return stored?.length ? [...stored].sort((a, b) => a - b) : buildBidIncrementLadder();
}

/**
 * The ladder staff configured for a style, or the house ladder when none is stored, so an auction
 * can always name its next bid.
 */
export async function loadBidLadder(db: DbOrTx, style: ReleaseStyle): Promise<number[]> {
  const [row] = await db.select({ steps: bidIncrements.steps }).from(bidIncrements).where(eq(bidIncrements.releaseStyle, style)).limit(1);
  return ladderOrHouse(row?.steps);
}

/** Ladders of every auction style in one query. */
export async function loadBidLadders(db: DbOrTx): Promise<BidLadders> {
  const rows = await db.select({ style: bidIncrements.releaseStyle, steps: bidIncrements.steps }).from(bidIncrements);
  return new Map(AUCTION_STYLES.map((style) => [style, ladderOrHouse(rows.find((row) => row.style === style)?.steps)]));
}

/**
 * The next bid of an auction-style lot: the starting bid placed on the ladder, or the first ladder amount
 * above the lot's current price once bids set one (the auctions domain keeps it on `auction_lots`).
 */
export function nextBidFor(ladders: BidLadders, style: string, startingBidUsd: number, currentPriceUsd: number | null = null): number | null {
  if (!isAuctionStyle(style as ReleaseStyle)) return null;
  return nextBidAmount(ladders.get(style as ReleaseStyle) ?? buildBidIncrementLadder(), startingBidUsd, currentPriceUsd);
}
