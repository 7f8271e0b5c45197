import { z } from 'zod';

/**
 * An edition NFT Caskmark holds for the signed-in collector in their custodial wallet: what the
 * "My custodial NFTs" list and the owner's 'View Details' (spec part 2 §2 screen 16) show before a
 * transfer out of custody.
 */
export const CustodialNftSchema = z.object({
  editionNftPublicPk: z.uuid(),
  name: z.string(),
  image: z.string(),
  editionNumber: z.number().int(),
  tokenId: z.string(),
  brandName: z.string(),
  brandSlug: z.string(),
  releaseSlug: z.string(),
  isLocked: z.boolean().describe('True while a transfer or another action on it is under way'),
});
export type CustodialNft = z.infer<typeof CustodialNftSchema>;
