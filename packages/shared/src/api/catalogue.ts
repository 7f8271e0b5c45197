import { z } from 'zod';
import { AVAILABILITY_LABELS } from '../catalogue/availability';
import { RELEASE_STYLES } from '../catalogue/release-styles';

/**
 * Response contracts of the catalogue and marketplace reads (spec part 1 §3, §7; part 2 §3, §7).
 * The server validates its answers against them and the web app takes its types from them.
 * Dates are ISO 8601 strings; USD amounts are numbers of dollars (two decimals at most).
 */
export const ReleaseStyleSchema = z.enum(RELEASE_STYLES);
const IsoDate = z.string().describe('ISO 8601 date-time');

/** Where a sale stands on the server clock: before its open date, open, or past its close date. */
export const SALE_STATUSES = ['upcoming', 'live', 'closed'] as const;
export const SaleStatusSchema = z.enum(SALE_STATUSES);
export type SaleStatus = z.infer<typeof SaleStatusSchema>;

export const BrandSchema = z.object({
  publicPk: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  country: z.string(),
  category: z.string(),
  logo: z.string(),
  heroImage: z.string(),
});
export type Brand = z.infer<typeof BrandSchema>;

/** Bottle attributes the filter panel reads (part 2 §7). */
export const BottleAttributesSchema = z.object({
  category: z.string(),
  whiskyType: z.string().nullable(),
  wineType: z.string().nullable(),
  country: z.string(),
  region: z.string().nullable(),
  bottleSizeMl: z.number().int(),
  vintage: z.number().int().nullable(),
  ageStatement: z.number().int().nullable(),
  colour: z.string().nullable(),
  primaryGrape: z.string().nullable(),
  bottler: z.string().nullable(),
  experience: z.string().nullable(),
  abv: z.number(),
});
export type BottleAttributes = z.infer<typeof BottleAttributesSchema>;

/** Spec part 1 §3 "Release pack", plus the names the cards show. */
export const ReleasePackSchema = z.object({
  publicPk: z.uuid(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  video: z.string(),
  minPriceUsd: z
    .number()
    .nullable()
    .describe('Lowest price of the pack: the primary price (or starting bid) of its cheapest free unit while live or before it opens, or its cheapest public listing; null only when nothing can be priced'),
  brandSlug: z.string(),
  brandName: z.string(),
  releaseSlug: z.string(),
  releasePublicPk: z.uuid(),
  releaseTitle: z.string(),
  releaseStyle: ReleaseStyleSchema,
  lobbyOpenDate: IsoDate.describe("The lot's own open date when it has one, else the release's"),
  lobbyCloseDate: IsoDate.nullable(),
  saleStatus: SaleStatusSchema,
  isBundle: z.boolean(),
  listingPrice: z.number().describe('Primary price in USD (starting bid for auction styles)'),
  availableCount: z.number().int().describe('Units (editions, or whole bundles) not sold, held or locked while the sale is not closed'),
  primaryAvailable: z.number().int().describe('Units a collector can buy or bid on right now'),
  totalCount: z.number().int(),
  listedCount: z.number().int().describe('Editions of this pack listed on the secondary market'),
  maxPerUser: z.number().int().nullable(),
  nextBidAmountInUsd: z.number().nullable().describe('Auction styles: the lowest bid the ladder accepts now'),
  bottles: z.array(BottleAttributesSchema.extend({ title: z.string() })),
});
export type ReleasePack = z.infer<typeof ReleasePackSchema>;

/** Spec part 1 §3 "Release", plus its brand and counts. */
export const ReleaseSchema = z.object({
  releasePublicPk: z.uuid(),
  releaseSlug: z.string(),
  productTitle: z.string(),
  productDescription: z.string(),
  productVideo: z.string(),
  image: z.string(),
  releaseStyle: ReleaseStyleSchema,
  lobbyOpenDate: IsoDate,
  lobbyCloseDate: IsoDate.nullable(),
  saleStatus: SaleStatusSchema,
  isCollaboration: z.boolean(),
  isFeatured: z.boolean(),
  hasEarlyAccess: z.boolean(),
  brand: BrandSchema.pick({ publicPk: true, slug: true, name: true, logo: true }),
  minPriceUsd: z.number().nullable().describe('The lowest minPriceUsd of its packs (upcoming packs included); null when none can be priced'),
  primaryAvailable: z.number().int().describe('Units a collector can buy or bid on right now, over all packs'),
  secondaryAvailable: z.number().int().describe('Editions listed on the secondary market'),
  totalCount: z.number().int(),
  packCount: z.number().int(),
});
export type Release = z.infer<typeof ReleaseSchema>;

export const AvailabilityLabelSchema = z.enum(AVAILABILITY_LABELS);

/** Spec part 1 §3 "Edition NFT". */
export const EditionNftSchema = z.object({
  publicPk: z.uuid(),
  editionPublicPk: z.uuid(),
  releasePackPublicPk: z.uuid(),
  name: z.string(),
  title: z.string(),
  image: z.string(),
  video: z.string(),
  editionNumber: z.number().int(),
  totalCount: z.number().int(),
  tokenId: z.string().nullable(),
  isGenericMetadata: z.boolean(),
  primaryAvailable: z.boolean(),
  secondaryAvailable: z.boolean(),
  primaryUsdPrice: z.number().nullable(),
  secondaryUsdPrice: z.number().nullable(),
  isLocked: z.boolean(),
  currentOwnerHandler: z.string().nullable(),
  currentPaddleNumber: z.number().int().nullable(),
  releasePublicPk: z.uuid(),
  releaseSlug: z.string(),
  brandName: z.string(),
  brandSlug: z.string(),
  releaseStyle: ReleaseStyleSchema,
  nextBidAmountInUsd: z.number().nullable(),
  availability: AvailabilityLabelSchema,
  goLiveDate: IsoDate.nullable(),
});
export type EditionNft = z.infer<typeof EditionNftSchema>;

/** Spec part 2 §3 "Listing". */
export const ListingSchema = z.object({
  publicPk: z.uuid(),
  listingId: z.string().nullable(),
  listingHandler: z.string(),
  editionData: z.array(
    z.object({
      editionNftPublicPk: z.uuid(),
      name: z.string(),
      image: z.string(),
      editionNumber: z.number().int(),
      brandSlug: z.string(),
      releaseSlug: z.string(),
    }),
  ),
  amount: z.string(),
  currency: z.enum(['USD', 'ETH']),
  priceUsd: z.number(),
  validUntil: IsoDate,
  forSpecificBuyer: z.boolean(),
  buyerAddress: z.string().nullable(),
  isBundle: z.boolean(),
  status: z.enum(['active', 'sold', 'cancelled', 'expired', 'invalid']).describe('Lists only show active listings; the detail read shows any'),
  createdAt: IsoDate,
  isCollaboration: z.boolean().describe('A collaboration listing (spec part 2 §9): 5 % fee plus a 5 % royalty to the ballot token owner'),
  feeBps: z.number().int().describe('Platform fee the contract fixed for this listing, in basis points (1000 = 10 %)'),
  royaltyBps: z.number().int().describe('Royalty to the ballot token owner, in basis points (0 unless a collaboration)'),
  ballotTokenId: z.string().nullable().describe('The ballot token whose owner at sale time receives the royalty'),
  royaltyRecipient: z.string().nullable().describe('Once sold: the address the contract paid the royalty to'),
  royaltyWei: z.string().nullable().describe('Once sold: the royalty paid, in wei'),
});
export type Listing = z.infer<typeof ListingSchema>;

/** Spec part 2 §3 "Edition history row". */
export const EditionHistoryRowSchema = z.object({
  publicPk: z.uuid(),
  bottleName: z.string(),
  bottleImage: z.string(),
  previousOwner: z.string().nullable(),
  previousOwnerIsBrand: z.boolean(),
  currentOwner: z.string().nullable(),
  currentOwnerIsBrand: z.boolean(),
  brandSlug: z.string(),
  releaseSlug: z.string(),
  releasePublicPk: z.uuid(),
  editionPublicPk: z.uuid().nullable(),
  editionNftPublicPk: z.uuid().nullable(),
  editionNumber: z.number().int().nullable(),
  transferType: z.string(),
  sellingPrice: z.number().nullable(),
  sellingPriceEth: z.number().nullable(),
  createdAt: IsoDate,
  listingId: z.string().nullable(),
  listingEditionNfts: z.array(z.object({ image: z.string() })),
  primaryItemsTotal: z.number().int().nullable(),
});
export type EditionHistoryRow = z.infer<typeof EditionHistoryRowSchema>;

/** Lowest Ask / Last Sale tiles and release stats (part 2 §2 screen 4). */
export const ReleaseStatsSchema = z.object({
  releasePublicPk: z.uuid(),
  lowestAskUsd: z.number().nullable(),
  lastSaleUsd: z.number().nullable(),
  volumeUsd: z.number(),
  salesCount: z.number().int(),
  ownersCount: z.number().int(),
  listedCount: z.number().int(),
  totalCount: z.number().int(),
  primaryAvailable: z.number().int(),
});
export type ReleaseStats = z.infer<typeof ReleaseStatsSchema>;

export const EditionWithProductSchema = z.object({
  editionNftPublicPk: z.uuid().nullable(),
  productTitle: z.string(),
  editionNumber: z.number().int().nullable(),
  productVideo: z.string(),
});
export type EditionWithProduct = z.infer<typeof EditionWithProductSchema>;

/** One option of a filter panel field, with how many release packs match it. */
export const FilterOptionSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FilterOption = z.infer<typeof FilterOptionSchema>;
