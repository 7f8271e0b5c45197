import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import type { ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';
import { nextBidFor, type BidLadders } from '../bid-ladders';
import type { PackBottle } from '../pack-repository';
import type { PackSummaryRow } from '../sql/index';
import { dollars, isoFromMs } from '../sql/index';

/** The release pack card (spec part 1 §3 "Release pack"); only these fields leave the server. */
export function presentReleasePack(row: PackSummaryRow, bottles: PackBottle[], ladders: BidLadders): ReleasePack {
  const listingPrice = dollars(row.listing_price_cents) ?? 0;
  return {
    publicPk: row.pack_pk,
    name: row.name,
    description: row.description,
    image: row.image,
    video: row.video,
    minPriceUsd: dollars(row.min_price_cents),
    brandSlug: row.brand_slug,
    brandName: row.brand_name,
    releaseSlug: row.release_slug,
    releasePublicPk: row.release_pk,
    releaseTitle: row.release_title,
    releaseStyle: row.release_style as ReleaseStyle,
    lobbyOpenDate: isoFromMs(row.open_ms)!,
    lobbyCloseDate: isoFromMs(row.close_ms),
    saleStatus: row.sale_status,
    isBundle: row.is_bundle,
    listingPrice,
    availableCount: row.available_count,
    primaryAvailable: row.primary_available,
    totalCount: row.total_units,
    listedCount: row.listed_count,
    maxPerUser: row.max_per_user,
    nextBidAmountInUsd: row.sale_status === 'closed' ? null : nextBidFor(ladders, row.release_style, listingPrice, dollars(row.lot_price_cents)),
    bottles: bottles.map(({ productPk: _productPk, image: _image, video: _video, ...bottle }) => bottle),
  };
}
