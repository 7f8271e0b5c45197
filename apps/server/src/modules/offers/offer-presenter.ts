import { OFFER_TEXTS, type Offer } from '@caskmark/shared/api/offers';
import { usdToEth } from '@caskmark/shared/money/eth-conversion';
import { dollars, isoFromMs } from '../catalogue/public';
import type { OfferRow } from './offer-repository';
import { effectiveStatus, statusText } from './offer-status';

/** '240.00000000' → '240'. */
const plain = (amount: string | null) => (amount === null ? null : amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount);

/** Who may answer the offer: the owner it was made to, or for an unanswered global offer any owner in the release. */
export function isAnswerer(row: OfferRow, viewerPk: string | null): boolean {
  if (!viewerPk || viewerPk === row.offer_maker_pk) return false;
  if (row.recipient_pk) return row.recipient_pk === viewerPk;
  return row.is_global_offer;
}

function listingTerms(row: OfferRow, viewerPk: string | null, status: string): Offer['listingTerms'] {
  const waiting = (status === 'accepted' || status === 'countered') && row.listing_status !== 'active';
  if (!waiting || row.recipient_pk !== viewerPk || !row.nft_pk || !row.nft_token_id || !row.nft_owner_address) return null;
  if (row.purchase_deadline_ms === null) return null;
  return {
    editionNftPublicPk: row.nft_pk,
    tokenId: row.nft_token_id,
    sellerAddress: row.nft_owner_address,
    buyerAddress: row.offer_maker_wallet,
    amount: plain(row.counter_offer_amount ?? row.amount)!,
    currency: row.counter_offer_currency ?? row.currency,
    expiration: isoFromMs(row.purchase_deadline_ms)!,
  };
}

/** Spec part 2 §3 "Offer" for one viewer (decision 333): only what goes out, in the spec's names. */
export function presentOffer(row: OfferRow, viewerPk: string | null, nowMs: number, usdPerEth: number): Offer {
  const effective = effectiveStatus(row, nowMs);
  const { status } = effective;
  const amountUsd = dollars(row.amount_usd_cents) ?? 0;
  const answerer = isAnswerer(row, viewerPk);
  const rejectTooltip = row.is_global_offer ? OFFER_TEXTS.rejectGlobalTooltip : status === 'accepted' ? OFFER_TEXTS.rejectAcceptedTooltip : null;
  const nft = row.nft_pk
    ? {
        brandName: row.brand_name,
        productTitle: row.product_title ?? row.release_title,
        publicPk: row.nft_pk,
        productImageSource: row.product_image ?? row.release_image,
        isLocked: Boolean(row.nft_is_locked),
        editionNumber: row.edition_number ?? 0,
        currentOwner: row.nft_owner_handler,
        tokenId: row.nft_token_id,
    sellerAddress: row.nft_owner_address,
        editionPublicKey: row.edition_pk!,
      }
    : null;
  return {
    publicPk: row.public_pk,
    amount: plain(row.amount)!,
    currency: row.currency,
    amountUsd,
    accepted: status === 'accepted' || status === 'purchased',
    status,
    endReason: effective.endReason,
    statusText: statusText(effective),
    validUntil: isoFromMs(row.valid_until_ms)!,
    purchaseDeadline: isoFromMs(row.purchase_deadline_ms),
    handler: row.recipient_handler,
    offerFromHandler: row.maker_handler,
    offerToHandler: row.recipient_handler,
    offerMakerWallet: row.offer_maker_wallet,
    isGlobalOffer: row.is_global_offer,
    isInManagedWallet: Boolean(row.nft_is_managed),
    payoutAddress: viewerPk && (viewerPk === row.recipient_pk || viewerPk === row.offer_maker_pk) ? row.payout_address : null,
    releasePublicPk: row.release_pk,
    brandSlug: row.brand_slug,
    releaseSlug: row.release_slug,
    editionPublicPk: row.edition_pk,
    editionNftPublicPk: row.nft_pk,
    listingId: row.listing_id,
    listingPublicPk: row.listing_pk,
    title: row.product_title ?? row.release_title,
    image: row.product_image ?? row.release_image,
    transferType: row.counter_offer_amount !== null ? 'Counter Offer' : row.is_global_offer ? 'Global Offer' : 'Offer',
    sellingPrice: amountUsd,
    sellingPriceEth: row.currency === 'ETH' ? Number(row.amount) : usdPerEth > 0 ? usdToEth(amountUsd, usdPerEth, 4) : null,
    counterOfferAmount: plain(row.counter_offer_amount),
    counterOfferCurrency: row.counter_offer_currency,
    createdAt: isoFromMs(row.created_ms)!,
    editionNumber: row.edition_number,
    editionNft: nft,
    isOfferMaker: viewerPk === row.offer_maker_pk,
    canReject: answerer && !row.is_global_offer && (status === 'active' || status === 'countered'),
    rejectTooltip,
    listingTerms: listingTerms(row, viewerPk, status),
  };
}
