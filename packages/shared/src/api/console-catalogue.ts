import { z } from 'zod';
import { RELEASE_STYLES } from '../catalogue/release-styles';

/**
 * Contracts of the console's catalogue (issue 16, decision 290): a release is written as a draft
 * (one document: the release, its products and its packs), previewed by staff, then published into
 * the catalogue's tables in one transaction. Staff act on every brand, a brand group member on their
 * own brand only.
 */

/** Styles a draft can be published in today; the others need their domain's lots or draws (decision 290). */
export const PUBLISHABLE_STYLES = ['lobby', 'fcfs', 'airdrop', 'auction', 'sealed_auction', 'leaderboard'] as const;
/** Styles whose packs are lots: a starting bid, a reserve, their own open and close (decision 298). */
export const LOT_STYLES = ['auction', 'sealed_auction', 'leaderboard'] as const;
export const LOT_CLOSE_REQUIRED_MESSAGE = 'An auction needs a closing date: set the lot’s close or the release’s.';
export const RESERVE_BELOW_START_MESSAGE = 'The reserve cannot be below the starting bid.';
export const LOT_CLOSE_ORDER_MESSAGE = 'The lot must close after it opens.';
/** English and sealed lots are bid on a pack at a time in the web app: one unit (one bottle or one bundle) per pack. */
export const ONE_UNIT_LOT_MESSAGE = 'An auction or sealed lot holds one unit: make one pack per lot.';
export const NOT_PUBLISHABLE_STYLE_MESSAGE = 'This release style cannot be published from the console yet.';
export const LIVE_PACK_CHANGE_MESSAGE = 'A live release can only change its texts, media and a later closing date.';
export const MEDIA_TOO_LARGE_MESSAGE = 'The file is too large (images up to 8 MB, videos up to 15 MB).';
export const MEDIA_KIND_MESSAGE = 'Upload a PNG, JPEG, WebP or GIF image, or an MP4 or WebM video.';

const text = (max: number) => z.string().trim().max(max);
const mediaUrl = z.string().trim().max(500).refine((value) => value === '' || value.startsWith('/') || /^https:\/\//.test(value), 'Use an uploaded file or an https:// address.');
const isoDate = z.iso.datetime({ offset: true });

export const CATEGORIES = ['Whisky', 'Wine', 'Cognac', 'Tequila', 'Rum', 'Gin', 'Champagne', 'Other'] as const;

/** One bottle as the producer describes it: every attribute the marketplace filters read. */
export const DraftProductSchema = z.object({
  key: text(40).min(1).describe('Stable key inside the draft; packs name their products by it'),
  title: text(200).min(1, 'Enter the bottle’s title.'),
  description: text(4000).default(''),
  category: z.enum(CATEGORIES),
  whiskyType: text(80).nullable().default(null),
  wineType: text(80).nullable().default(null),
  country: text(80).min(1, 'Enter the country.'),
  region: text(120).nullable().default(null),
  bottleSizeMl: z.number().int().min(50).max(30_000),
  vintage: z.number().int().min(1800).max(2100).nullable().default(null),
  ageStatement: z.number().int().min(1).max(100).nullable().default(null),
  colour: text(60).nullable().default(null),
  primaryGrape: text(80).nullable().default(null),
  bottler: text(120).nullable().default(null),
  abv: z.number().min(0).max(99.9),
  weightKg: z.number().min(0.05).max(99),
  image: mediaUrl.default(''),
  video: mediaUrl.default(''),
});
export type DraftProduct = z.infer<typeof DraftProductSchema>;

export const DraftPackSchema = z.object({
  name: text(200).min(1, 'Enter the pack’s name.'),
  description: text(4000).default(''),
  image: mediaUrl.default(''),
  video: mediaUrl.default(''),
  /** Products in one unit; more than one makes a bundle. */
  products: z.array(text(40).min(1)).min(1).max(12),
  quantity: z.number().int().min(1, 'A pack holds at least one unit.').max(10_000),
  priceCents: z.number().int().min(0).max(100_000_000),
  maxPerUser: z.number().int().min(1).max(1000).nullable().default(null),
  /** Lot styles (decision 298): `priceCents` is the starting bid; the unit is not sold below the reserve. */
  reservePriceCents: z.number().int().min(0).max(100_000_000).nullable().default(null),
  /** Lot styles: this pack's own bidding window, else the release's lobby dates. */
  lotOpenDate: z.iso.datetime({ offset: true }).nullable().default(null),
  lotCloseDate: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type DraftPack = z.infer<typeof DraftPackSchema>;

export const ReleaseDraftDocumentSchema = z
  .object({
    title: text(200).min(1, 'Enter the release’s title.'),
    slug: z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens.').max(120),
    description: text(8000).default(''),
    image: mediaUrl.default(''),
    video: mediaUrl.default(''),
    style: z.enum(RELEASE_STYLES),
    lobbyOpenDate: isoDate,
    lobbyCloseDate: isoDate.nullable().default(null),
    redeemAfter: isoDate.nullable().default(null),
    earlyAccessCode: text(64).nullable().default(null).describe('Stored hashed once published; shown to its authors only'),
    isFeatured: z.boolean().default(false),
    products: z.array(DraftProductSchema).min(1).max(24),
    packs: z.array(DraftPackSchema).min(1).max(24),
  })
  .superRefine((doc, ctx) => {
    if (doc.lobbyCloseDate && Date.parse(doc.lobbyCloseDate) <= Date.parse(doc.lobbyOpenDate)) {
      ctx.addIssue({ code: 'custom', path: ['lobbyCloseDate'], message: 'The lobby must close after it opens.' });
    }
    const keys = new Set(doc.products.map((product) => product.key));
    if (keys.size !== doc.products.length) ctx.addIssue({ code: 'custom', path: ['products'], message: 'Two products share a key.' });
    const lots = (LOT_STYLES as readonly string[]).includes(doc.style);
    doc.packs.forEach((pack, index) => {
      if (lots && !pack.lotCloseDate && !doc.lobbyCloseDate) ctx.addIssue({ code: 'custom', path: ['packs', index, 'lotCloseDate'], message: LOT_CLOSE_REQUIRED_MESSAGE });
      const opens = Date.parse(pack.lotOpenDate ?? doc.lobbyOpenDate);
      const closes = pack.lotCloseDate ?? doc.lobbyCloseDate;
      if (lots && closes && Date.parse(closes) <= opens) ctx.addIssue({ code: 'custom', path: ['packs', index, 'lotCloseDate'], message: LOT_CLOSE_ORDER_MESSAGE });
      if ((doc.style === 'auction' || doc.style === 'sealed_auction') && pack.quantity !== 1) {
        ctx.addIssue({ code: 'custom', path: ['packs', index, 'quantity'], message: ONE_UNIT_LOT_MESSAGE });
      }
      if (lots && pack.reservePriceCents !== null && pack.reservePriceCents < pack.priceCents) {
        ctx.addIssue({ code: 'custom', path: ['packs', index, 'reservePriceCents'], message: RESERVE_BELOW_START_MESSAGE });
      }
      for (const key of pack.products) {
        if (!keys.has(key)) ctx.addIssue({ code: 'custom', path: ['packs', index, 'products'], message: `No product has the key ${key}.` });
      }
    });
  });
export type ReleaseDraftDocument = z.infer<typeof ReleaseDraftDocumentSchema>;

export const DRAFT_STATUSES = ['draft', 'published'] as const;

export const ReleaseDraftSchema = z.object({
  publicPk: z.uuid(),
  brandPk: z.uuid(),
  brandName: z.string(),
  brandSlug: z.string(),
  status: z.enum(DRAFT_STATUSES),
  releasePk: z.uuid().nullable().describe('The published release'),
  document: ReleaseDraftDocumentSchema,
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type ReleaseDraft = z.infer<typeof ReleaseDraftSchema>;

export const CreateDraftBodySchema = z.object({ brandPk: z.uuid(), document: ReleaseDraftDocumentSchema });
export const UpdateDraftBodySchema = z.object({ document: ReleaseDraftDocumentSchema });
export const DraftListQuerySchema = z.object({ brand: z.uuid().optional() });
export const DraftListSchema = z.object({ results: z.array(ReleaseDraftSchema) });

export const ConsoleBrandSchema = z.object({
  publicPk: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  heroImage: z.string(),
  website: z.string(),
});
export type ConsoleBrand = z.infer<typeof ConsoleBrandSchema>;
export const ConsoleBrandListSchema = z.object({ results: z.array(ConsoleBrandSchema) });
export const UpdateBrandBodySchema = z.object({
  description: text(8000),
  logo: mediaUrl,
  heroImage: mediaUrl,
  website: z.string().trim().max(300).refine((value) => value === '' || /^https:\/\//.test(value), 'Use an https:// address.'),
});
export type UpdateBrandBody = z.infer<typeof UpdateBrandBodySchema>;

/** A live release's allowed changes (decision 290): texts, media, a later close. */
export const LiveReleasePatchSchema = z.object({
  description: text(8000).optional(),
  image: mediaUrl.optional(),
  video: mediaUrl.optional(),
  lobbyCloseDate: isoDate.optional(),
  packs: z.array(z.object({ publicPk: z.uuid(), description: text(4000).optional(), image: mediaUrl.optional(), video: mediaUrl.optional() })).max(24).optional(),
});
export type LiveReleasePatch = z.infer<typeof LiveReleasePatchSchema>;

export const MediaUploadSchema = z.object({ url: z.string(), type: z.string(), bytes: z.number().int(), sha256: z.string() });
export type MediaUpload = z.infer<typeof MediaUploadSchema>;

export const MINT_STATUSES = ['not_started', 'running', 'done', 'failed'] as const;
export const MintProgressSchema = z.object({
  packPk: z.uuid(),
  status: z.enum(MINT_STATUSES),
  total: z.number().int(),
  minted: z.number().int().describe('Tokens that exist on chain for this pack'),
  error: z.string().nullable(),
});
export type MintProgress = z.infer<typeof MintProgressSchema>;

export const ProducerPackStatsSchema = z.object({
  publicPk: z.uuid(),
  name: z.string(),
  releasePk: z.uuid(),
  releaseTitle: z.string(),
  releaseStyle: z.enum(RELEASE_STYLES),
  brandName: z.string(),
  total: z.number().int(),
  sold: z.number().int(),
  held: z.number().int().describe('Units in a live cart or checkout now'),
  revenueCents: z.number().int(),
  bids: z.number().int(),
  minted: z.number().int(),
  salesByDay: z.array(z.object({ day: z.string(), units: z.number().int(), revenueCents: z.number().int() })),
});
export type ProducerPackStats = z.infer<typeof ProducerPackStatsSchema>;
export const ProducerPackListSchema = z.object({ results: z.array(ProducerPackStatsSchema) });
export type ProducerPackList = z.infer<typeof ProducerPackListSchema>;
export const ProducerPackQuerySchema = z.object({ brand: z.uuid().optional() });
