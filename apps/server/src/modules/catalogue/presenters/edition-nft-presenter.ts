import type { EditionNft } from '@caskmark/shared/api/catalogue';
import { editionAvailabilityLabel } from '@caskmark/shared/catalogue/availability';
import type { ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';
import { nextBidFor, type BidLadders } from '../bid-ladders';
import type { EditionRow } from '../edition-repository';
import { dollars, isoFromMs } from '../sql/index';

/** Spec part 1 §3 "Edition NFT", with its availability label computed here, never by the client. */
export function presentEditionNft(row: EditionRow, ladders: BidLadders, viewerPk: string | null): EditionNft {
  const isRedeemed = row.status === 'redeemed' || row.status === 'burned';
  const startingBid = dollars(row.primary_price_cents) ?? 0;
  return {
    publicPk: row.nft_pk,
    editionPublicPk: row.edition_pk,
    releasePackPublicPk: row.pack_pk,
    name: row.product_title,
    title: row.release_title,
    image: row.image,
    video: row.video,
    editionNumber: row.edition_number,
    totalCount: row.edition_total,
    tokenId: row.token_id,
    isGenericMetadata: row.is_generic_metadata,
    primaryAvailable: row.primary_available,
    secondaryAvailable: row.secondary_available,
    primaryUsdPrice: dollars(row.primary_price_cents),
    secondaryUsdPrice: dollars(row.min_listing_cents),
    isLocked: row.is_locked,
    currentOwnerHandler: row.owner_handler,
    currentPaddleNumber: row.leader_paddle,
    releasePublicPk: row.release_pk,
    releaseSlug: row.release_slug,
    brandName: row.brand_name,
    brandSlug: row.brand_slug,
    releaseStyle: row.release_style as ReleaseStyle,
    nextBidAmountInUsd: row.status === 'unsold' && row.sale_status !== 'closed' ? nextBidFor(ladders, row.release_style, startingBid, dollars(row.lot_price_cents)) : null,
    availability: editionAvailabilityLabel({
      isRedeemed,
      reservedForUserPk: row.reserved_for_pk,
      isLocked: row.is_locked,
      cartHolderPk: row.hold_user_pk,
      primaryAvailable: row.primary_open,
      secondaryAvailable: row.secondary_available,
      viewerPk,
    }),
    goLiveDate: isoFromMs(row.go_live_ms),
  };
}
