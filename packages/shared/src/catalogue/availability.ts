/** Edition availability labels (spec part 1 §3), computed on the server from the edition's state. */
export const AVAILABILITY_LABELS = [
  'Available',
  'Locked',
  'Checkout In Progress',
  'Current User Checkout In Progress',
  'Not Listed',
  'Redeemed',
  'Reserved',
] as const;
export type AvailabilityLabel = (typeof AVAILABILITY_LABELS)[number];

export interface EditionAvailabilityInput {
  /** Burned by redemption. */
  isRedeemed: boolean;
  /** Held for one user (gift pending, sweepstakes winner, shuffle allocation). */
  reservedForUserPk: string | null;
  /** Locked (pending gift, redemption in progress, transfer out of custody). */
  isLocked: boolean;
  /** The user holding the edition in an open checkout cart, if any. */
  cartHolderPk: string | null;
  /** Still unsold in the primary sale and the sale is open. */
  primaryAvailable: boolean;
  /** Listed by its owner on the secondary market. */
  secondaryAvailable: boolean;
  /** The signed-in user asking, if any. */
  viewerPk?: string | null;
}

/**
 * The precedence is: a burned edition is Redeemed whatever else holds; a reservation beats a lock
 * (a reserved edition is usually also locked); a lock beats a cart; a cart shows whose it is; an
 * edition for sale (primary or secondary) is Available; anything else is Not Listed.
 */
export function editionAvailabilityLabel(input: EditionAvailabilityInput): AvailabilityLabel {
  if (input.isRedeemed) return 'Redeemed';
  if (input.reservedForUserPk) return 'Reserved';
  if (input.isLocked) return 'Locked';
  if (input.cartHolderPk) {
    return input.viewerPk && input.viewerPk === input.cartHolderPk ? 'Current User Checkout In Progress' : 'Checkout In Progress';
  }
  if (input.primaryAvailable || input.secondaryAvailable) return 'Available';
  return 'Not Listed';
}
