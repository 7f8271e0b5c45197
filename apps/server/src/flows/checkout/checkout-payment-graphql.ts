import type { CheckoutState } from './checkout-state';
import { requireOwnCart } from '../../modules/cart/public';
import type { CartRow } from '../../modules/cart/public';
import { pokeCheckout, startCheckout } from './start-checkout';
import { refusal, requireGraphqlUser, type GraphqlContext } from './graphql-support';

/** The payment-side live operations (decision 181). */
export const checkoutMutationTypeDefs = /* GraphQL */ `
  extend type Mutation {
    "The collector starts paying by card (creditCard) or ETH (crypto): the cart goes In Progress with its payment deadline."
    primaryCheckoutCartInProgressV2(cartPublicPk: ID!, paymentMethod: String!): PrimaryCheckoutCartState!
    "Asks the checkout to look at its payment now; answers the cart's state (Completed once delivered)."
    completedPrimaryCheckoutCart(cartPublicPk: ID!): PrimaryCheckoutCartState!
  }
`;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Wire starts with its proof, free carts with one-click: only these may be announced. */
const ANNOUNCED_METHODS: ReadonlyArray<CheckoutState['method']> = ['creditCard', 'crypto'];

export function presentState(cart: CartRow) {
  const deadline = cart.status === 'In Progress' && cart.paymentDeadline ? cart.paymentDeadline : cart.validUntil;
  return { cartPublicPk: cart.publicPk, releasePackPublicPk: cart.releasePackPk, status: cart.status, validUntil: deadline.toISOString(), nonFieldErrors: [] };
}

export const checkoutMutationResolvers = {
  primaryCheckoutCartInProgressV2: async (_root: unknown, args: { cartPublicPk: string; paymentMethod: string }, ctx: GraphqlContext) => {
    const { userPk, context } = await requireGraphqlUser(ctx);
    if (!uuid.test(args.cartPublicPk)) return { nonFieldErrors: ['cartPublicPk: Invalid UUID'] };
    if (!ANNOUNCED_METHODS.includes(args.paymentMethod as CheckoutState['method'])) return { nonFieldErrors: [`paymentMethod: expected one of ${ANNOUNCED_METHODS.join(', ')}`] };
    try {
      return presentState(await startCheckout(context, userPk, args.cartPublicPk, args.paymentMethod as CheckoutState['method']));
    } catch (error) {
      return { nonFieldErrors: refusal(error) };
    }
  },
  completedPrimaryCheckoutCart: async (_root: unknown, args: { cartPublicPk: string }, ctx: GraphqlContext) => {
    const { userPk, context } = await requireGraphqlUser(ctx);
    if (!uuid.test(args.cartPublicPk)) return { nonFieldErrors: ['cartPublicPk: Invalid UUID'] };
    try {
      const cart = await requireOwnCart(context, userPk, args.cartPublicPk);
      if (cart.status === 'In Progress') await pokeCheckout(context, cart.publicPk);
      return presentState(cart);
    } catch (error) {
      return { nonFieldErrors: refusal(error) };
    }
  },
};
