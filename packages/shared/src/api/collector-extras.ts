import { z } from 'zod';

/** POST /api/common/v1/conversion?event= (spec part 1 §7), sent only with marketing consent (decision 347). */
export const CONVERSION_EVENTS = ['CompleteRegistration', 'Purchase', 'GiftSent', 'GiftAccepted'] as const;
export const ConversionQuerySchema = z.object({ event: z.enum(CONVERSION_EVENTS) });
export const ConversionBodySchema = z.object({
  currency: z.enum(['USD', 'ETH']).nullish(),
  value: z.number().nonnegative().max(10_000_000).nullish(),
  fbp: z.string().max(200).nullish(),
  fbc: z.string().max(500).nullish(),
  external_id: z.string().max(200).nullish(),
});
export type ConversionBody = z.infer<typeof ConversionBodySchema>;

/** Spec part 1 §3 "Artwork": tokenId, image, name, description (MY ARTWORKS). */
export const ArtworkSchema = z.object({ publicPk: z.uuid(), tokenId: z.string(), image: z.string(), name: z.string(), description: z.string(), createdAt: z.string() });
export type Artwork = z.infer<typeof ArtworkSchema>;

/** Wallet pass (spec part 1 §8 "Wallet pass"; decision 348): the texts the client shows. */
export const WALLET_PASS_TEXTS = {
  invalidOwner: 'Invalid NFT owner',
  already: 'Pass already generated',
  connect: 'Error, connect your wallet',
  walletNotFound: 'Error, wallet not found',
  pleaseConnect: 'Error, please connect your wallet',
  mismatch: 'Connected wallet does not match. Please change your wallet and try again.',
  noSignature: 'Error, signature not generated',
  notGenerated: 'Error, pass not generated',
  generated: 'ETH Pass generated',
} as const;

export const WalletPassMessageSchema = z.object({ message: z.string(), ownerAddress: z.string(), passPublicPk: z.uuid().nullable().describe('My pass for this NFT, if already generated') });
export const WalletPassBodySchema = z.object({
  editionNftPublicPk: z.uuid(),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: WALLET_PASS_TEXTS.pleaseConnect }),
  message: z.string().min(1).max(1000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, { error: WALLET_PASS_TEXTS.noSignature }),
});
export const WalletPassSchema = z.object({ publicPk: z.uuid(), editionNftPublicPk: z.uuid(), walletAddress: z.string(), format: z.enum(['pdf', 'pkpass']), fileUrl: z.string(), createdAt: z.string() });
export type WalletPass = z.infer<typeof WalletPassSchema>;

/** The message the owner's wallet signs: names the NFT, the wallet and the minute it was asked for. */
export function walletPassMessage(input: { editionNftPublicPk: string; address: string; issuedAt: string }): string {
  return `Caskmark wallet pass\nNFT: ${input.editionNftPublicPk}\nWallet: ${input.address}\nIssued at: ${input.issuedAt}`;
}
