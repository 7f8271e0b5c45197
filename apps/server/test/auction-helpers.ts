import { eq } from 'drizzle-orm';
import { proofsOfFunds, users } from '@caskmark/db';
import type { AuctionBid, AuctionBidResult, LeaderboardBid, MaxBid, SealedBid } from '@caskmark/shared/api/auctions';
import { buildEditionNfts, buildRelease, buildReleasePack, type UserRow } from './support/builders';
import { buildSignedInUser, signIn } from './identity-helpers';
import type { TestApp } from './support/test-app';

export interface Bidder {
  userPk: string;
  email: string;
  token: string;
  handler: string;
  row: UserRow;
}

/** A signed-in collector with an approved pre-approval of `approvedUsd` (none when null). */
export async function buildBidder(t: TestApp, approvedUsd: number | null = 1_000_000): Promise<Bidder> {
  const user = await buildSignedInUser(t);
  if (approvedUsd !== null) await approveFunds(t, user.userPk, approvedUsd);
  const [row] = await t.context.db.select().from(users).where(eq(users.publicPk, user.userPk));
  return { userPk: user.userPk, email: user.email, token: user.tokens.idToken, handler: row!.handler, row: row! };
}

/** Id tokens expire on the business clock: after moving it by hours, bidders sign in again. */
export async function signInAgain(t: TestApp, ...bidders: Bidder[]): Promise<void> {
  for (const bidder of bidders) {
    const response = await signIn(t, bidder.email);
    if (!response.body.tokens) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
    bidder.token = response.body.tokens.idToken;
  }
}

/** An approved proof of funds row, as staff approval leaves it. */
export async function approveFunds(t: TestApp, userPk: string, amountUsd: number, status: 'approved' | 'pending' = 'approved') {
  const now = t.context.clock.now();
  const [row] = await t.context.db
    .insert(proofsOfFunds)
    .values({
      userPk,
      status,
      firstName: 'Ava',
      lastName: 'Bidder',
      address: '1 Cellar Row',
      city: 'New York',
      state: 'NY',
      postcode: '10001',
      dob: '04/12/1985',
      phone: '+1 212 555 0100',
      country: 'USA',
      amountCents: Math.round(amountUsd * 100),
      reviewedAt: status === 'approved' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export interface LotOptions {
  style?: 'auction' | 'leaderboard' | 'sealed_auction';
  startingUsd?: number;
  reserveUsd?: number | null;
  units?: number;
  isBundle?: boolean;
  /** Milliseconds from the business clock's now. */
  opensInMs?: number;
  closesInMs?: number;
}

/** An auction-style release with one pack of `units` units (one lot each; a leaderboard's pack is its lot). */
export async function buildLot(t: TestApp, options: LotOptions = {}) {
  const db = t.context.db;
  const now = t.context.clock.nowMs();
  const startingCents = Math.round((options.startingUsd ?? 1000) * 100);
  const release = await buildRelease(db, {
    releaseStyle: options.style ?? 'auction',
    lobbyOpenDate: new Date(now + (options.opensInMs ?? -3_600_000)),
    lobbyCloseDate: new Date(now + (options.closesInMs ?? 24 * 3_600_000)),
  });
  const pack = await buildReleasePack(db, {
    releasePk: release.publicPk,
    listingPriceCents: startingCents,
    reservePriceCents: options.reserveUsd ? Math.round(options.reserveUsd * 100) : null,
    isBundle: options.isBundle ?? false,
  });
  const { nfts } = await buildEditionNfts(db, { pack, count: options.units ?? 1, priceCents: startingCents });
  if (options.isBundle) await buildEditionNfts(db, { pack, count: options.units ?? 1, priceCents: 0 });
  return { release, pack, nfts };
}

export async function graphqlAs<T = Record<string, unknown>>(t: TestApp, bidder: Bidder | null, query: string, variables: Record<string, unknown> = {}) {
  const response = await t.post<{ data?: T; errors?: Array<{ message: string }> }>('/graphql', { query, variables }, bidder ? { token: bidder.token } : {});
  return response.body;
}

export const AUCTION_BID_FIELDS = 'publicPk bidInUsd bidInEth handler isMaxBid nextBidAmount editionNumber editionNftPublicPk releasePackPublicPk lotCloseDate isHighestBidder currentBidInUsd isBundle nonFieldErrors';

export async function quickBid(t: TestApp, bidder: Bidder, packPk: string, bidInUsd: number, editionNft?: string): Promise<AuctionBidResult> {
  const body = await graphqlAs<{ createAuctionBid: AuctionBidResult }>(
    t,
    bidder,
    `mutation($releasePack: ID!, $editionNft: ID, $bidInUsd: Float!) { createAuctionBid(releasePack: $releasePack, editionNft: $editionNft, bidInUsd: $bidInUsd, currency: "USD") { ${AUCTION_BID_FIELDS} } }`,
    { releasePack: packPk, editionNft: editionNft ?? null, bidInUsd },
  );
  if (!body.data) throw new Error(`createAuctionBid failed: ${JSON.stringify(body.errors)}`);
  return body.data.createAuctionBid;
}

export function maxBid(t: TestApp, bidder: Bidder, packPk: string, maxBidInUsd: number, editionNft?: string) {
  return t.post<MaxBid & { code?: string; nonFieldErrors?: string[]; userAlerts?: string[]; maxBidInUsdErrors?: string[] }>(
    `/api/release/v2/${packPk}/auction/max-bid`,
    { maxBidInUsd, editionNft: editionNft ?? null, currency: 'USD', releasePack: packPk, fundCheckType: 'preApproval' },
    { token: bidder.token },
  );
}

export async function auctionLadder(t: TestApp, packPk: string, editionNft?: string): Promise<AuctionBid[]> {
  const body = await graphqlAs<{ getAuctionBids: AuctionBid[] }>(
    t,
    null,
    `query($pk: ID!, $nft: ID) { getAuctionBids(releasePackPublicPk: $pk, editionNftPublicPk: $nft, limit: 40) { publicPk handler bidInUsd isMaxBid editionNumber createdAt } }`,
    { pk: packPk, nft: editionNft ?? null },
  );
  if (!body.data) throw new Error(`getAuctionBids failed: ${JSON.stringify(body.errors)}`);
  return body.data.getAuctionBids;
}

export const advanceClock = (t: TestApp, advanceMs: number) => t.post('/dev/clock', { advanceMs });

export const LEADERBOARD_FIELDS = 'publicPk bidInUsd handler rank isWinning isManual nextBidAmount fundCheckType nonFieldErrors';

export async function leaderboardBid(t: TestApp, bidder: Bidder, packPk: string, bidInUsd: number, isManual = false) {
  const body = await graphqlAs<{ createLeaderboardBid: LeaderboardBid & { nonFieldErrors: string[] } }>(
    t,
    bidder,
    `mutation($pk: ID!, $usd: Float!, $manual: Boolean) { createLeaderboardBid(releasePack: $pk, bidInUsd: $usd, isManual: $manual, currency: "USD") { ${LEADERBOARD_FIELDS} } }`,
    { pk: packPk, usd: bidInUsd, manual: isManual },
  );
  if (!body.data) throw new Error(`createLeaderboardBid failed: ${JSON.stringify(body.errors)}`);
  return body.data.createLeaderboardBid;
}

export async function leaderboardBids(t: TestApp, viewer: Bidder | null, packPk: string) {
  const body = await graphqlAs<{ getLeaderboardBids: LeaderboardBid[] }>(t, viewer, `query($pk: ID!) { getLeaderboardBids(releasePackPublicPk: $pk, limit: 20) { handler bidInUsd rank isWinning fundCheckType } }`, { pk: packPk });
  if (!body.data) throw new Error(`getLeaderboardBids failed: ${JSON.stringify(body.errors)}`);
  return body.data.getLeaderboardBids;
}

export const SEALED_FIELDS = 'publicPk paddleNumber paddlePosition editionNumber updatedAt bidInUsd editionNftPublicPk';

export async function sealedBid(t: TestApp, bidder: Bidder, packPk: string, bidInUsd: number) {
  const body = await graphqlAs<{ createSealedAuctionBid: SealedBid & { nonFieldErrors: string[] } }>(
    t,
    bidder,
    `mutation($pk: ID!, $usd: Float!) { createSealedAuctionBid(releasePack: $pk, bidInUsd: $usd, currency: "USD") { ${SEALED_FIELDS} nonFieldErrors } }`,
    { pk: packPk, usd: bidInUsd },
  );
  if (!body.data) throw new Error(`createSealedAuctionBid failed: ${JSON.stringify(body.errors)}`);
  return body.data.createSealedAuctionBid;
}

export async function sealedBoard(t: TestApp, viewer: Bidder | null, packPk: string) {
  const body = await graphqlAs<{ getSealedAuctionBids: SealedBid[] }>(t, viewer, `query($pk: ID!) { getSealedAuctionBids(releasePackPublicPk: $pk) { ${SEALED_FIELDS} } }`, { pk: packPk });
  if (!body.data) throw new Error(`getSealedAuctionBids failed: ${JSON.stringify(body.errors)}`);
  return body.data.getSealedAuctionBids;
}
