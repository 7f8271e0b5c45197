import type { Listing } from '@caskmark/shared/api/catalogue';
import { formatEth, formatUsd } from '@caskmark/shared/format/price';

/** The Listings cell title: 'Bundle Listing of N NFTs' (part 2 §2 screen 2), or the edition. */
export function listingTitle(listing: Pick<Listing, 'isBundle' | 'editionData'>): string {
  if (listing.isBundle || listing.editionData.length > 1) return `Bundle Listing of ${listing.editionData.length} NFTs`;
  const edition = listing.editionData[0];
  return edition ? `${edition.name} #${edition.editionNumber}` : 'Listing';
}

/** The seller's asking price as they set it (USD or ETH); USD is truncated to whole dollars. */
export function listingAskingPrice(listing: Pick<Listing, 'amount' | 'currency'>): string {
  const amount = Number(listing.amount);
  if (!Number.isFinite(amount)) return '-';
  return listing.currency === 'ETH' ? formatEth(amount) : formatUsd(amount);
}
