import { ListingStatus, splitSalePrice, usdCentsToWei, type SaleSplit } from '../../src/sale-math';

/**
 * An independent, in-memory model of EditionToken + Marketplace for the property tests: what the
 * contracts should answer, written from the rules rather than from the Solidity.
 */
export interface ModelListing {
  id: bigint;
  seller: number;
  tokenIds: bigint[];
  /** Each token's transfer version when listed. */
  versions: number[];
  revocations: number;
  price: bigint;
  currency: 0 | 1;
  expiration: bigint;
  buyer?: number;
  state: 'active' | 'sold' | 'disabled';
  feeBps: number;
  royaltyBps: number;
}

export interface MarketModel {
  /** Current owner (actor index) of each existing token. */
  owner: Map<bigint, number>;
  version: Map<bigint, number>;
  approved: Map<number, boolean>;
  revocations: Map<number, number>;
  listings: ModelListing[];
  answer: bigint;
  answerUpdatedAt: bigint;
  maxPriceAge: bigint;
  collaborationTokens: Set<bigint>;
}

export function listingStatus(model: MarketModel, listing: ModelListing, now: bigint): ListingStatus {
  if (listing.state === 'sold') return ListingStatus.Sold;
  if (listing.state === 'disabled') return ListingStatus.Disabled;
  if (now > listing.expiration) return ListingStatus.Expired;
  if (listing.tokenIds.some((tokenId, i) => model.version.get(tokenId) !== listing.versions[i])) return ListingStatus.OwnerChanged;
  if (!model.approved.get(listing.seller) || model.revocations.get(listing.seller) !== listing.revocations) {
    return ListingStatus.ApprovalRevoked;
  }
  return ListingStatus.Valid;
}

/** Why a listing request must be refused, or undefined when the contract must accept it. */
export function listingRefusal(model: MarketModel, seller: number, tokenIds: bigint[], buyer: number | undefined): string | undefined {
  if (tokenIds.length === 0) return 'EmptyListing';
  if (buyer === seller) return 'InvalidBuyer';
  if (!model.approved.get(seller)) return 'MarketplaceNotApproved';
  if (new Set(tokenIds).size !== tokenIds.length) return 'DuplicateToken';
  if (tokenIds.some((tokenId) => model.owner.get(tokenId) !== seller)) return 'NotTokenOwner';
  const collaboration = tokenIds.filter((tokenId) => model.collaborationTokens.has(tokenId)).length;
  if (collaboration !== 0 && collaboration !== tokenIds.length) return 'MixedCollaborationBundle';
  return undefined;
}

export function isCollaboration(model: MarketModel, tokenIds: bigint[]): boolean {
  return tokenIds.every((tokenId) => model.collaborationTokens.has(tokenId));
}

/** Wei the listing costs now, or undefined when a USD listing cannot be priced (stale feed). */
export function requiredWei(model: MarketModel, listing: ModelListing, now: bigint): bigint | undefined {
  if (listing.currency === 0) return listing.price;
  if (model.answerUpdatedAt + model.maxPriceAge < now) return undefined;
  return usdCentsToWei(listing.price, model.answer);
}

/** The split the contract must pay for a successful swap of `listing` at `price` wei. */
export function expectedSplit(listing: ModelListing, price: bigint): SaleSplit {
  return splitSalePrice(price, listing.feeBps, listing.royaltyBps);
}

export function recordTransfer(model: MarketModel, tokenId: bigint, to: number | undefined): void {
  if (to === undefined) model.owner.delete(tokenId);
  else model.owner.set(tokenId, to);
  model.version.set(tokenId, (model.version.get(tokenId) ?? 0) + 1);
}
