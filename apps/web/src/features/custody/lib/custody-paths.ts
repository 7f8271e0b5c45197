/** The edition page of an NFT (spec part 2 §2: /marketplace/{brandSlug}/{releaseSlug}/{editionPublicPk}). */
export function custodialEditionPath(nft: { brandSlug: string; releaseSlug: string; editionNftPublicPk: string }): string {
  return `/marketplace/${encodeURIComponent(nft.brandSlug)}/${encodeURIComponent(nft.releaseSlug)}/${encodeURIComponent(nft.editionNftPublicPk)}`;
}
