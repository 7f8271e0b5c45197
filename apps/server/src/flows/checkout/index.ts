/** Primary checkout (decision 170): the cart calls, the live operations, and the checkout workflow. */
export { registerCartRoutes } from './cart-routes';
export { checkoutResolvers, checkoutTypeDefs } from './checkout-graphql';
