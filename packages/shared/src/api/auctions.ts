import { z } from 'zod';
import { FUND_CHECK_TYPES } from '../rules/funds-check';

export { AUCTION_ENDED_MESSAGE } from '../rules/lobby-timers';

/**
 * Contracts of the auction calls (spec part 1 §3 "Auction bid", "Max bid payload", "Leaderboard bid",
 * "Sealed bid", "Sealed lobby"; §7 max-bid, v3 sealed-auction, live GraphQL bid operations). USD in
 * dollars, ETH with 8 decimals. The server decides every amount and every funds check; what the client
 * sends as `bidInEth`, `fundCheckType` and `fundCheckValue` is a proposal it recomputes (decision 251).
 */
const IsoDate = z.string().describe('ISO 8601 date-time');
const Usd = z.number().finite().positive().max(1_000_000_000);
const Currency = z.enum(['USD', 'ETH']);

/** Texts of ours where the spec is silent (decision 251); the spec's own are in rules/bid-*.ts. */
export const BID_TOO_LOW_MESSAGE = 'Bid cannot be lower than current bid.';
export const QUICK_BID_NOT_NEXT_MESSAGE = 'A quick bid is the next increment. Please refresh and try again.';
export const ALREADY_HIGHEST_BIDDER_MESSAGE = 'You are already the highest bidder.';
export const MAX_BID_NOT_HIGHER_MESSAGE = 'Your new max bid must be higher than your current max bid.';
export const LOT_NOT_OPEN_MESSAGE = 'This lot is not open for bidding yet.';
export const NOT_AN_AUCTION_MESSAGE = 'This release pack is not open for this kind of bid.';
export const LOT_SOLD_MESSAGE = 'This edition is no longer for sale.';
export const MANUAL_BID_FINAL_HOUR_MESSAGE = 'Manual bids open in the final hour before the close.';
export const ALREADY_WINNING_MESSAGE = 'Your bid is already among the winning bids.';
export const SEALED_BID_NOT_HIGHER_MESSAGE = 'Your new bid must be higher than your current bid.';
export const PADDLE_REQUIRED_MESSAGE = 'Please join the sealed auction before bidding.';
export const NO_PADDLE_MESSAGE = 'You have no paddle for this sealed auction yet.';

export const CreateAuctionBidSchema = z.object({
  releasePack: z.uuid(),
  /** The unit bid on; may be left out when the pack has one unit (a bundle is bid on as a pack). */
  editionNft: z.uuid().nullish(),
  bidInUsd: Usd,
  bidInEth: z.number().nonnegative().nullish(),
  currency: Currency.default('USD'),
  fundCheckType: z.enum(FUND_CHECK_TYPES).nullish(),
  fundCheckValue: z.string().max(200).nullish(),
});
export type CreateAuctionBid = z.infer<typeof CreateAuctionBidSchema>;

/** `POST /api/release/v2/{pk}/auction/max-bid` body (spec "Max bid payload"). */
export const MaxBidPayloadSchema = z.object({
  editionNft: z.uuid().nullish(),
  maxBidInUsd: Usd,
  maxBidInEth: z.number().nonnegative().nullish(),
  fundCheckType: z.enum(FUND_CHECK_TYPES).nullish(),
  fundCheckValue: z.string().max(200).nullish(),
  currency: Currency.default('USD'),
  releasePack: z.uuid().nullish(),
});
export type MaxBidPayload = z.infer<typeof MaxBidPayloadSchema>;

export const ServerFundCheckType = z.enum(['preApproval', 'wallet']);

/** A price step of an English lot (spec "Auction bid"), as the ladder, the events and the mutation show it. */
export const AuctionBidSchema = z.object({
  publicPk: z.uuid(),
  bidInUsd: z.number(),
  bidInEth: z.number(),
  releasePackPublicPk: z.uuid(),
  editionNftPublicPk: z.uuid().nullable(),
  handler: z.string(),
  isMaxBid: z.boolean(),
  nextBidAmount: z.number().describe('The lowest bid the lot accepts after this one'),
  editionNumber: z.number().int().nullable(),
  createdAt: IsoDate,
  lotCloseDate: IsoDate.describe('The close after soft-close extensions (decision 250)'),
  isBundle: z.boolean(),
});
export type AuctionBid = z.infer<typeof AuctionBidSchema>;

/** What a bid request did: the caller's own step (or none when an earlier max holds the amount) and the lot after it. */
export const AuctionBidResultSchema = AuctionBidSchema.partial().extend({
  isHighestBidder: z.boolean(),
  currentBidInUsd: z.number().nullable(),
  nextBidAmount: z.number(),
  lotCloseDate: IsoDate,
  nonFieldErrors: z.array(z.string()),
});
export type AuctionBidResult = z.infer<typeof AuctionBidResultSchema>;

/** The caller's maximum on a lot (`GET/POST .../auction/max-bid`); nobody else reads it. */
export const MaxBidSchema = z.object({
  publicPk: z.uuid(),
  editionNft: z.uuid().nullable(),
  releasePack: z.uuid(),
  maxBidInUsd: z.number(),
  maxBidInEth: z.number(),
  currency: Currency,
  fundCheckType: ServerFundCheckType,
  fundCheckValue: z.string(),
  isMaxBid: z.boolean(),
  isHighestBidder: z.boolean(),
  currentBidInUsd: z.number().nullable(),
  nextBidAmount: z.number(),
  lotCloseDate: IsoDate,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type MaxBid = z.infer<typeof MaxBidSchema>;
export const MaxBidListSchema = z.object({ count: z.number().int(), results: z.array(MaxBidSchema) });

export const CreateLeaderboardBidSchema = z.object({
  releasePack: z.uuid(),
  bidInUsd: Usd,
  bidInEth: z.number().nonnegative().nullish(),
  currency: Currency.default('USD'),
  fundCheckType: z.enum(FUND_CHECK_TYPES).nullish(),
  fundCheckValue: z.string().max(200).nullish(),
  /** A manual bid (any allowed amount, final hour only); otherwise a quick bid of the next amount. */
  isManual: z.boolean().default(false),
});
export type CreateLeaderboardBid = z.infer<typeof CreateLeaderboardBidSchema>;

/** Spec "Leaderboard bid", plus its rank (1 = highest) and whether it is among the winning bids now. */
export const LeaderboardBidSchema = z.object({
  publicPk: z.uuid(),
  bidInUsd: z.number(),
  bidInEth: z.number(),
  releasePack: z.uuid(),
  editionNft: z.uuid().nullable(),
  nextBidAmount: z.number(),
  fundCheckType: ServerFundCheckType.nullable(),
  fundCheckValue: z.string().nullable(),
  handler: z.string(),
  createdAt: IsoDate,
  rank: z.number().int(),
  isWinning: z.boolean(),
  isManual: z.boolean(),
});
export type LeaderboardBid = z.infer<typeof LeaderboardBidSchema>;

/** A paddle (spec "Sealed lobby"). */
export const SealedLobbySchema = z.object({
  publicPk: z.uuid(),
  paddleNumber: z.number().int(),
  isActive: z.boolean(),
  releasePackPublicPk: z.uuid(),
});
export type SealedLobby = z.infer<typeof SealedLobbySchema>;

export const CreateSealedBidSchema = z.object({
  releasePack: z.uuid(),
  editionNft: z.uuid().nullish(),
  bidInUsd: Usd,
  bidInEth: z.number().nonnegative().nullish(),
  currency: Currency.default('USD'),
  fundCheckType: z.enum(FUND_CHECK_TYPES).nullish(),
  fundCheckValue: z.string().max(200).nullish(),
});
export type CreateSealedBid = z.infer<typeof CreateSealedBidSchema>;

/**
 * Spec "Sealed bid". `bidInUsd` is null on every bid but the caller's own (and, after the close, the
 * winners' — decision 253); `paddlePosition` is the rank, given for the top five only.
 */
export const SealedBidSchema = z.object({
  publicPk: z.uuid().nullable(),
  releasePackPublicPk: z.uuid(),
  editionNftPublicPk: z.uuid().nullable(),
  paddleNumber: z.number().int(),
  paddlePosition: z.number().int().nullable(),
  editionNumber: z.number().int().nullable(),
  updatedAt: IsoDate.nullable(),
  bidInUsd: z.number().nullable(),
});
export type SealedBid = z.infer<typeof SealedBidSchema>;
