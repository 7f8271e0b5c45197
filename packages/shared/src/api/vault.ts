import { z } from 'zod';
import { pageSchema } from './pagination';

/**
 * The vault's contracts (spec part 1 §2 "Vault", §3 "Vault edition", §7; part 2 §2 /vault/{handler}).
 * USD amounts are dollars (two decimals at most), ETH amounts numbers with 4 decimals (part 1 §9:
 * "ETH/USD conversion rounds to 4 decimals for vault"), dates ISO 8601 strings.
 */
const IsoDate = z.string().describe('ISO 8601 date-time');

/** Page sizes of the vault (part 1 §9): grid 8, table 10. */
export const VAULT_GRID_PAGE_SIZE = 8;
export const VAULT_TABLE_PAGE_SIZE = 10;
export const VAULT_MAX_PAGE_SIZE = 50;

/** Which of my editions: those I hold now, or those I redeemed (the redeemedEditions tab). */
export const VAULT_EDITION_STATES = ['owned', 'redeemed'] as const;

export const VaultQuerySchema = z.object({
  search: z.string().trim().max(100).optional().describe('Matches the bottle name, brand, release or the edition number (#12)'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(VAULT_MAX_PAGE_SIZE).default(VAULT_GRID_PAGE_SIZE),
  state: z.enum(VAULT_EDITION_STATES).default('owned'),
});
export type VaultQuery = z.infer<typeof VaultQuerySchema>;

export const PublicVaultQuerySchema = VaultQuerySchema.omit({ state: true });

export const VaultListingSchema = z.object({
  publicPk: z.uuid(),
  listingId: z.string().nullable().describe('The marketplace contract id; null until the listing is on chain'),
  amount: z.number(),
  currency: z.enum(['USD', 'ETH']),
  priceUsd: z.number(),
  validUntil: IsoDate,
  forSpecificBuyer: z.boolean(),
  isBundle: z.boolean(),
});
export type VaultListing = z.infer<typeof VaultListingSchema>;

/** What the fields the public page may show have in common with the owner's view. */
const EditionIdentity = {
  publicPk: z.uuid().describe('The edition NFT'),
  editionNftPublicPk: z.uuid(),
  editionPublicPk: z.uuid().describe('The edition (one bottle type of a release pack) the NFT belongs to'),
  name: z.string(),
  isGenericMetadata: z.boolean(),
  editionNumber: z.number().int(),
  brandName: z.string(),
  brandSlug: z.string(),
  releaseSlug: z.string(),
  releasePublicPk: z.uuid(),
  image: z.string(),
  video: z.string(),
  status: z.enum(VAULT_EDITION_STATES),
};

/** Spec part 1 §3 "Vault edition": the owner's own view (never sent for somebody else's vault). */
export const VaultEditionSchema = z.object({
  ...EditionIdentity,
  editionNftTokenId: z.string().nullable(),
  editionNftAddress: z.string().nullable().describe('The edition token contract'),
  currentOwnerAddress: z.string().nullable(),
  isInManagedWallet: z.boolean(),
  isLocked: z.boolean(),
  isListed: z.boolean(),
  listingPrice: z.number().nullable().describe('My newest active listing, in its currency'),
  currency: z.enum(['USD', 'ETH']).nullable(),
  listings: z.array(VaultListingSchema),
  releaseDate: IsoDate.describe('When the release opened'),
  goLiveDate: IsoDate.nullable(),
  redeemAfter: IsoDate.nullable().describe('Redeemable from this date; null = now'),
  redeemedAt: IsoDate.nullable(),
  pricePaid: z.number().nullable().describe('USD I paid for it; null when it came as a gift or a transfer'),
  pricePaidEth: z.number().nullable(),
  numberOfSales: z.number().int(),
  averageListingPriceUsd: z.number().nullable().describe('Average of the active public listings of the same edition'),
  gift: z.null().describe('Pending gift of this NFT (gifts are not built yet)'),
  votingIsEnabled: z.boolean(),
  votingPublicPk: z.uuid().nullable(),
  votingOpenDate: IsoDate.nullable(),
  votingCloseDate: IsoDate.nullable(),
});
export type VaultEdition = z.infer<typeof VaultEditionSchema>;

export const VaultPageSchema = pageSchema(VaultEditionSchema);
export type VaultPage = z.infer<typeof VaultPageSchema>;

/** Another collector's edition as /vault/{handler} shows it: what the marketplace shows anyway. */
export const PublicVaultEditionSchema = z.object({
  ...EditionIdentity,
  isListed: z.boolean().describe('Has an active public listing'),
  listingPriceUsd: z.number().nullable(),
});
export type PublicVaultEdition = z.infer<typeof PublicVaultEditionSchema>;

export const PublicVaultPageSchema = pageSchema(PublicVaultEditionSchema).extend({
  handler: z.string(),
  redeemedCount: z.number().int().describe("How many editions this collector redeemed (the 'Redeemed Editions' badge)"),
});
export type PublicVaultPage = z.infer<typeof PublicVaultPageSchema>;

/** How many of each a collector has: tabs without content stay disabled. */
export const VaultSummarySchema = z.object({
  editions: z.number().int(),
  redeemedEditions: z.number().int(),
  listings: z.number().int().describe('My active listings'),
});
export type VaultSummary = z.infer<typeof VaultSummarySchema>;
