import { z } from 'zod';
import { BrandSchema, ReleasePackSchema, ReleaseSchema } from './catalogue';

/** Detail answers of the release reads (spec part 1 §7), built on the card contracts. */
const IsoDate = z.string().describe('ISO 8601 date-time');

/** `GET /api/release/v2/{releasePackPublicPk}`: a pack with its release. */
export const ReleasePackWithReleaseSchema = ReleasePackSchema.extend({ release: ReleaseSchema });
export type ReleasePackWithRelease = z.infer<typeof ReleasePackWithReleaseSchema>;

/** `GET /api/release/v3/release-page/{releasePublicPk}`: what the release page header needs. */
export const ReleasePageSchema = ReleaseSchema.extend({
  brand: BrandSchema,
  redeemAfter: IsoDate.nullable(),
  votingOpenDate: IsoDate.nullable(),
  votingCloseDate: IsoDate.nullable(),
  listedCount: z.number().int(),
});
export type ReleasePage = z.infer<typeof ReleasePageSchema>;

export const SlugToPublicPkSchema = z.object({ publicPk: z.uuid() });

/** `bid-increments`: the allowed bid amounts in USD, ascending (spec part 1 §3 "Bid increments"). */
export const BidIncrementsSchema = z.array(z.number());

/** `fcfs/release-packs/{id}/stats/fcfs`: the first-come-first-served counter. */
export const FcfsPackStatsSchema = z.object({
  releasePackPublicPk: z.uuid(),
  totalCount: z.number().int(),
  availableCount: z.number().int(),
  inCheckoutCount: z.number().int().describe('Units held by open checkout carts'),
  soldCount: z.number().int(),
  saleStatus: z.enum(['upcoming', 'live', 'closed']),
});
export type FcfsPackStats = z.infer<typeof FcfsPackStatsSchema>;

/** `auction/release-pack/{id}/stats`: a lot's figures (the close is the soft-closed one, decision 250). */
export const LotStatsSchema = z.object({
  releasePackPublicPk: z.uuid(),
  startingBidUsd: z.number(),
  nextBidAmountInUsd: z.number(),
  lotOpenDate: IsoDate,
  lotCloseDate: IsoDate.nullable(),
  saleStatus: z.enum(['upcoming', 'live', 'closed']),
  totalCount: z.number().int(),
  currentBidUsd: z.number().nullable().describe('The price of the lot now (one unit); null before any bid'),
  bidCount: z.number().int().describe('Price steps on the ladder, over the pack’s lots'),
  highestBidderHandler: z.string().nullable().describe('The leader of a one-unit lot'),
  settled: z.boolean().describe('Whether the settlement has decided a closed one-unit lot (decision 254)'),
  lotOutcome: z
    .enum(['sold', 'no_bids', 'reserve_not_met', 'unpaid'])
    .nullable()
    .describe('How a settled one-unit lot ended; null while open, settling or offered to its winner'),
});
export type LotStats = z.infer<typeof LotStatsSchema>;

export const BrandListSchema = z.object({ count: z.number().int(), results: z.array(BrandSchema) });
