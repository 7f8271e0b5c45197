import type { EditionNft } from '@caskmark/shared/api/catalogue';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import type { ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';

/** Release styles sold at a fixed price through the cart (auctions bid, sweepstakes enter, shuffles draw). */
export const CART_STYLES: readonly ReleaseStyle[] = ['lobby', 'fcfs', 'airdrop'];

export type EditionCartAction = 'add' | 'inCart' | 'none';

/**
 * What an edition's purchase button does: an edition already in my cart only opens the drawer (§4);
 * an edition for sale in a cart-style release can be added; anything else has no button.
 */
export function editionCartAction(edition: Pick<EditionNft, 'publicPk' | 'availability' | 'primaryAvailable' | 'releaseStyle'>, cart: CheckoutCart | null): EditionCartAction {
  if (edition.availability === 'Current User Checkout In Progress' || cart?.lineItems.some((line) => line.editionNftPublicPk === edition.publicPk)) return 'inCart';
  if (edition.availability === 'Available' && edition.primaryAvailable && CART_STYLES.includes(edition.releaseStyle)) return 'add';
  return 'none';
}
