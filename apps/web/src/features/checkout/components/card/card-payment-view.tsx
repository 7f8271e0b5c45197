import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { useCartCardTarget } from '../../lib/use-cart-card-target';
import { CheckoutBar } from '../checkout-bar';
import { CardPaymentPanel } from './card-payment-panel';

/** The cart drawer's credit card view: the card payment for this cart, with the checkout bar. */
export function CardPaymentView({ cart }: { cart: CheckoutCart }) {
  const target = useCartCardTarget(cart);
  return <CardPaymentPanel target={target} bar={(props) => <CheckoutBar cart={cart} {...props} />} />;
}
