import { TransactionHashSchema } from '@caskmark/shared/api/wallet';
import type { Hash } from 'viem';
import type { AppContext } from '../../context';
import type { CheckoutState } from './checkout-state';
import { requireOwnCart } from '../../modules/cart/public';
import type { CartRow } from '../../modules/cart/public';
import { ethTransferPayloadFor } from '../../modules/payments/public';
import { announceEthTransaction, startEthCheckout } from './eth-checkout';
import { pokeCheckout, startCheckout } from './start-checkout';
import { refusal, requireGraphqlUser, type GraphqlContext } from './graphql-support';

/** The payment-side live operations (decision 181). */
export const checkoutMutationTypeDefs = /* GraphQL */ `
  "What the payer's wallet sends to pay a cart in ETH (decision 220)."
  type EthTransferPayload {
    "The payment receiver contract"
    to: String!
    "Wei, integer string"
    value: String!
    "pay(reference) calldata binding the payment to the cart"
    data: String!
    chainId: Int!
    amountEth: String!
    usdPerEth: Float!
    "The quote holds until then; later payments count at their block's rate"
    quotedUntil: String!
  }
  extend type PrimaryCheckoutCartState {
    "While an ETH payment is awaited: what to send"
    ethTransferPayload: EthTransferPayload
  }
  extend type Mutation {
    "The collector starts paying by card (creditCard) or ETH (crypto; fromAccount: the connected wallet that pays and receives the NFTs): the cart goes In Progress with its payment deadline."
    primaryCheckoutCartInProgressV2(cartPublicPk: ID!, paymentMethod: String!, fromAccount: String): PrimaryCheckoutCartState!
    "Asks the checkout to look at its payment now; answers the cart's state (Completed once delivered)."
    completedPrimaryCheckoutCart(cartPublicPk: ID!): PrimaryCheckoutCartState!
    "Purchase with ETH: the transaction that pays the caller's ETH checkout (their active cart unless cartPublicPk says which). The server reads it on chain; one that does not pay this cart is refused."
    updatePrimaryCheckoutCartStatusV2(transactionHash: String!, cartPublicPk: ID): PrimaryCheckoutCartState!
  }
`;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Wire starts with its proof, free carts with one-click: only these may be announced. */
const ANNOUNCED_METHODS: ReadonlyArray<CheckoutState['method']> = ['creditCard', 'crypto'];

export function presentState(cart: CartRow) {
  const deadline = cart.status === 'In Progress' && cart.paymentDeadline ? cart.paymentDeadline : cart.validUntil;
  return { cartPublicPk: cart.publicPk, releasePackPublicPk: cart.releasePackPk, status: cart.status, validUntil: deadline.toISOString(), nonFieldErrors: [] };
}

/** The state with the ETH payment to send, for the ETH operations. */
async function presentEthState(context: AppContext, cart: CartRow) {
  return { ...presentState(cart), ethTransferPayload: cart.paymentMethod === 'crypto' ? await ethTransferPayloadFor(context, { purpose: 'checkout', referencePk: cart.publicPk }) : null };
}

export const checkoutMutationResolvers = {
  primaryCheckoutCartInProgressV2: async (_root: unknown, args: { cartPublicPk: string; paymentMethod: string; fromAccount?: string | null }, ctx: GraphqlContext) => {
    const { userPk, context } = await requireGraphqlUser(ctx);
    if (!uuid.test(args.cartPublicPk)) return { nonFieldErrors: ['cartPublicPk: Invalid UUID'] };
    if (!ANNOUNCED_METHODS.includes(args.paymentMethod as CheckoutState['method'])) return { nonFieldErrors: [`paymentMethod: expected one of ${ANNOUNCED_METHODS.join(', ')}`] };
    try {
      if (args.paymentMethod === 'crypto') return await presentEthState(context, await startEthCheckout(context, userPk, args.cartPublicPk, args.fromAccount));
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
  updatePrimaryCheckoutCartStatusV2: async (_root: unknown, args: { transactionHash: string; cartPublicPk?: string | null }, ctx: GraphqlContext) => {
    const { userPk, context } = await requireGraphqlUser(ctx);
    if (args.cartPublicPk && !uuid.test(args.cartPublicPk)) return { nonFieldErrors: ['cartPublicPk: Invalid UUID'] };
    const hash = TransactionHashSchema.safeParse(args.transactionHash);
    if (!hash.success) return { nonFieldErrors: hash.error.issues.map((issue) => issue.message) };
    try {
      return await presentEthState(context, await announceEthTransaction(context, userPk, args.cartPublicPk ?? null, hash.data as Hash));
    } catch (error) {
      return { nonFieldErrors: refusal(error) };
    }
  },
};
