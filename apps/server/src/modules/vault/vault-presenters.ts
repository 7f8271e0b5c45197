import type { PublicVaultEdition, VaultEdition } from '@caskmark/shared/api/vault';
import { usdCentsToEthUnits, VAULT_ETH_DECIMALS } from '@caskmark/shared/money/eth-conversion';
import { scaledToNumber } from '@caskmark/shared/money/decimal';
import { weiToEthNumber } from '@caskmark/shared/money/wei';
import { dollars, isoFromMs } from '../catalogue/public';
import type { EditionFigures } from './vault-figures';
import type { VaultRow } from './vault-repository';

export interface PresentContext {
  /** The edition token contract, when a chain is configured. */
  contractAddress: string | null;
  /** USD per ETH now, for prices paid in USD (part 1 §9: 4 decimals for the vault). */
  usdPerEth: number;
}

const NO_FIGURES: EditionFigures = { acquiredBy: null, paidCents: null, paidWei: null, numberOfSales: 0, averageListingCents: null, listings: [] };

/** The ETH side of a price paid: the wei the chain recorded, else the USD amount at today's price. */
export function pricePaidEth(paidCents: number | null, paidWei: string | null, usdPerEth: number): number | null {
  if (paidWei !== null) return weiToEthNumber(BigInt(paidWei), VAULT_ETH_DECIMALS);
  if (paidCents === null) return null;
  return scaledToNumber(usdCentsToEthUnits(Math.round(paidCents), usdPerEth, VAULT_ETH_DECIMALS), VAULT_ETH_DECIMALS);
}

function identity(row: VaultRow) {
  return {
    publicPk: row.nft_pk,
    editionNftPublicPk: row.nft_pk,
    editionPublicPk: row.edition_pk,
    name: row.name,
    isGenericMetadata: row.is_generic_metadata,
    editionNumber: row.edition_number,
    brandName: row.brand_name,
    brandSlug: row.brand_slug,
    releaseSlug: row.release_slug,
    releasePublicPk: row.release_pk,
    image: row.image,
    video: row.video,
    status: row.status,
  };
}

/** Spec part 1 §3 "Vault edition": only ever sent to the person whose vault it is. */
export function presentVaultEdition(row: VaultRow, figures: EditionFigures | undefined, context: PresentContext): VaultEdition {
  const f = figures ?? NO_FIGURES;
  const newest = f.listings[0];
  const votingIsEnabled = row.voting_open_ms !== null && row.voting_close_ms !== null;
  return {
    ...identity(row),
    editionNftTokenId: row.token_id,
    editionNftAddress: context.contractAddress,
    currentOwnerAddress: row.owner_address,
    isInManagedWallet: row.is_managed,
    isLocked: row.is_locked,
    isListed: Boolean(newest),
    listingPrice: newest ? Number(newest.amount) : null,
    currency: newest ? newest.currency : null,
    listings: f.listings.map((listing) => ({
      publicPk: listing.public_pk,
      listingId: listing.listing_id,
      amount: Number(listing.amount),
      currency: listing.currency,
      priceUsd: dollars(listing.price_usd_cents) ?? 0,
      validUntil: isoFromMs(listing.valid_until_ms)!,
      forSpecificBuyer: listing.for_specific_buyer,
      isBundle: listing.is_bundle,
    })),
    releaseDate: isoFromMs(row.release_ms)!,
    goLiveDate: isoFromMs(row.go_live_ms),
    redeemAfter: isoFromMs(row.redeem_after_ms),
    redeemedAt: isoFromMs(row.redeemed_ms),
    pricePaid: dollars(f.paidCents),
    pricePaidEth: pricePaidEth(f.paidCents, f.paidWei, context.usdPerEth),
    numberOfSales: f.numberOfSales,
    averageListingPriceUsd: dollars(f.averageListingCents),
    gift: null,
    votingIsEnabled,
    votingPublicPk: votingIsEnabled ? row.release_pk : null,
    votingOpenDate: isoFromMs(row.voting_open_ms),
    votingCloseDate: isoFromMs(row.voting_close_ms),
  };
}

/**
 * Somebody else's edition on /vault/{handler}: what its marketplace page shows anyway. Never the
 * owner's addresses, custody, locks, price paid, private listings or gifts.
 */
export function presentPublicVaultEdition(row: VaultRow, publicListingCents: number | null): PublicVaultEdition {
  return { ...identity(row), isListed: publicListingCents !== null, listingPriceUsd: dollars(publicListingCents) };
}
