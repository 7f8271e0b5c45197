import { Button, type ButtonProps } from '@mantine/core';
import type { EditionNft } from '@caskmark/shared/api/catalogue';
import { ApiError } from '../../../lib/api-client';
import { useRequireAuth } from '../../../lib/auth-require';
import { useActiveCart } from '../api/get-active-cart';
import { useAddCartLine } from '../api/add-cart-line';
import { editionCartAction } from '../lib/add-to-cart-rules';
import { openCartDrawer } from '../lib/cart-drawer-store';
import { showCheckoutToast } from '../lib/checkout-toast';
import { openEarlyAccess } from '../lib/early-access-store';

export interface AddToCartButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  edition: Pick<EditionNft, 'publicPk' | 'availability' | 'primaryAvailable' | 'releaseStyle' | 'releasePackPublicPk' | 'releasePublicPk' | 'editionNumber'>;
  origin?: 'web' | 'edition' | 'lobby' | 'fcfs';
}

/**
 * 'Add to cart' on an edition for sale: holds it and opens the cart drawer. Visitors get the sign-in
 * popup (§6); an edition already in my cart reads 'In your cart' and only opens the drawer (§4); a
 * lobby not open yet offers the early-access password; an open cart of another release is named.
 */
export function AddToCartButton({ edition, origin = 'web', ...buttonProps }: AddToCartButtonProps) {
  const requireAuth = useRequireAuth();
  const cart = useActiveCart().data ?? null;
  const add = useAddCartLine();
  const action = editionCartAction(edition, cart);
  if (action === 'none') return null;
  if (action === 'inCart') {
    return (
      <Button variant="light" {...buttonProps} onClick={openCartDrawer} aria-label={`Edition #${edition.editionNumber} is in your cart: open cart`}>
        In your cart
      </Button>
    );
  }
  const onClick = () =>
    requireAuth(() =>
    add.mutate(
      { editionNft: edition.publicPk, releasePackPublicPk: edition.releasePackPublicPk, cart: cart?.publicPk ?? null, origin },
      {
        onSuccess: () => openCartDrawer(),
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : undefined;
          showCheckoutToast('red', error instanceof ApiError ? error.messages[0]! : String(error));
          if (code === 'existing_checkout') openCartDrawer();
          if (code === 'lobby_not_open') openEarlyAccess(edition.releasePublicPk);
        },
      },
    ),
    );
  return (
    <Button {...buttonProps} loading={add.isPending} onClick={onClick} aria-label={`Add Edition #${edition.editionNumber} to cart`}>
      Add to cart
    </Button>
  );
}
