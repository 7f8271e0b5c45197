import { z } from 'zod';
import { TRANSFER_TYPES, HISTORY_EVENT_FILTERS, HISTORY_DATE_RANGES } from '../catalogue/history-filters';
import { QueryList } from './pagination';

/** Query strings of the release reads (spec part 1 §7, part 2 §2). */
const Slug = z.string().min(1).max(200);

export const BrandSlugQuerySchema = z.object({ brand_slug: Slug });

/** `GET /api/release/v2/history`: edition history and the site-wide activity page. */
export const HistoryQuerySchema = z.object({
  brand_slug: Slug.optional(),
  release_slug: Slug.optional(),
  release_public_pk: z.uuid().optional(),
  handler: z.string().min(1).max(100).optional(),
  edition_public_pk: z.uuid().optional(),
  edition_nft_public_pk: z.uuid().optional(),
  /** Event filter values of the history table; 'Sale' covers both sale kinds. */
  transfer_type: QueryList.pipe(z.array(z.enum([...TRANSFER_TYPES, ...HISTORY_EVENT_FILTERS]))).optional(),
  date_range: z.enum(HISTORY_DATE_RANGES).default('all'),
  from_handler: z.string().max(100).optional(),
  to_handler: z.string().max(100).optional(),
  name: z.string().max(200).optional().describe('Searches the release (bottle) name'),
  ordering: z.enum(['created_at', '-created_at']).default('created_at'),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

/** `GET /api/release/v3/edition-nft`: one edition NFT by its publicPk, by pack and number, or by token id. */
export const EditionNftLookupQuerySchema = z
  .object({
    edition_nft: z.uuid().optional().describe('The edition NFT publicPk (the edition page links with it)'),
    release_pack: z.uuid().optional(),
    edition_number: z.coerce.number().int().min(1).max(1_000_000).optional(),
    token_id: z.string().regex(/^\d{1,78}$/, 'A token id is a whole number.').optional(),
  })
  .refine(
    (query) => query.edition_nft !== undefined || query.token_id !== undefined || (query.release_pack !== undefined && query.edition_number !== undefined),
    { message: 'Give edition_nft, token_id, or release_pack and edition_number.' },
  );

export const ReleaseRefQuerySchema = z.object({ release: Slug.describe('Release publicPk or slug') });
