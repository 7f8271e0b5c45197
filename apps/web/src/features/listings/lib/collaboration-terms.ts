import type { Listing } from '@caskmark/shared/api/catalogue';

const percent = (bps: number) => `${bps / 100} %`;

/** The collaboration terms in words (spec part 2 §9): the platform fee and the royalty to the ballot token's owner. */
export function collaborationTermsText(ballotTokenId: string, feeBps = 500, royaltyBps = 500): string {
  return `This edition is a collaboration: the platform fee is ${percent(feeBps)} and a ${percent(royaltyBps)} royalty goes to the owner of ballot token #${ballotTokenId} when it sells.`;
}

/** A sold collaboration listing: who received the royalty (the ballot token's owner at the time of the sale). */
export function royaltyPaidText(listing: Pick<Listing, 'royaltyRecipient' | 'royaltyBps'>): string | null {
  if (!listing.royaltyRecipient) return null;
  return `The ${percent(listing.royaltyBps)} royalty was paid to ${listing.royaltyRecipient}.`;
}
