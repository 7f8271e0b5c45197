/** Primary checkout (decision 170): the cart calls, the live operations, and the checkout workflow. */
export { registerCartRoutes } from './cart-routes';
export { registerPayRoutes } from './pay-routes';
export { registerCardRoutes } from './card-routes';
export { registerWireRoutes } from './wire-routes';
export { registerEthRoutes } from './eth-routes';
export { checkoutResolvers, checkoutTypeDefs } from './checkout-graphql';
export { checkoutWorkflow } from './checkout-workflow';
export { CHECKOUT_WORKFLOW, type CheckoutState } from './checkout-state';
export { pokeCheckout, startCheckout } from './start-checkout';
