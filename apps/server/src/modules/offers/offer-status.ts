import type { OfferStatus } from '@caskmark/shared/api/offers';
import type { OfferRow } from './offer-repository';

export const OPEN_STATUSES: readonly OfferStatus[] = ['active', 'countered', 'accepted'];
type EndReason = 'burned' | 'redeemed' | 'gifted' | 'sold' | 'transferred' | 'filled';

export interface EffectiveStatus {
  status: OfferStatus;
  endReason: EndReason | null;
}

/** Why an edition left its owner, from the edition's last history event. */
function moveReason(lastMove: string | null): EndReason {
  if (lastMove === 'Gift') return 'gifted';
  if (lastMove === 'Secondary Market Sale' || lastMove === 'Primary Market Sale') return 'sold';
  if (lastMove === 'Burn' || lastMove === 'Redeem') return 'burned';
  return 'transferred';
}

/**
 * Where an offer stands now on the business clock (decision 333), whatever the expiry job has written
 * yet, so no read shows an offer that can no longer be honoured: bought through its private listing;
 * ended when its edition was burned or redeemed, or left the owner it was made to (gift, sale, move);
 * expired past validUntil (open offers) or past the 3-day purchase window (countered or accepted).
 */
export function effectiveStatus(row: OfferRow, nowMs: number): EffectiveStatus {
  const stored = row.status as OfferStatus;
  if (!OPEN_STATUSES.includes(stored)) return { status: stored, endReason: (row.end_reason as EndReason | null) ?? null };
  if (row.listing_status === 'sold') return { status: 'purchased', endReason: null };
  if (row.nft_pk) {
    if (row.nft_status === 'burned' || row.nft_status === 'redeemed') return { status: 'ended', endReason: row.nft_status };
    if (row.recipient_pk && row.nft_owner_pk !== row.recipient_pk) return { status: 'ended', endReason: moveReason(row.last_move) };
  }
  if (stored === 'active' && row.valid_until_ms <= nowMs) return { status: 'expired', endReason: null };
  if (stored !== 'active' && row.purchase_deadline_ms !== null && row.purchase_deadline_ms <= nowMs) return { status: 'expired', endReason: null };
  return { status: stored, endReason: null };
}

const END_TEXT: Record<EndReason, string> = {
  burned: 'Ended: the NFT was burned',
  redeemed: 'Ended: the bottle was redeemed',
  gifted: 'Ended: the NFT was gifted',
  sold: 'Ended: the NFT was sold',
  transferred: 'Ended: the NFT changed hands',
  filled: 'Ended: filled by another edition',
};

const STATUS_TEXT: Record<Exclude<OfferStatus, 'ended'>, string> = {
  active: 'Active',
  countered: 'Counter offer',
  accepted: 'Accepted',
  purchased: 'Purchased',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

export function statusText({ status, endReason }: EffectiveStatus): string {
  return status === 'ended' ? END_TEXT[endReason ?? 'transferred'] : STATUS_TEXT[status];
}
