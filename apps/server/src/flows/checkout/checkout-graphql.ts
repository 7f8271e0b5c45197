import type { IResolvers } from 'mercurius';
import { AddCartLineSchema } from '@caskmark/shared/api/checkout';
import { addCartLine, cartTopic, refreshCart, refusedCartLine, removeCartLine, type CartEventKind } from '../../modules/cart/public';
import { checkoutMutationResolvers, checkoutMutationTypeDefs } from './checkout-payment-graphql';
import { refusal, requireGraphqlUser, type GraphqlContext } from './graphql-support';

/**
 * The live cart operations of spec part 1 §7 on /graphql (decision 170, 180). Refusals come back in
 * the payload's `nonFieldErrors` (the spec's client reads them there); only a missing sign-in is a
 * GraphQL error. Subscriptions are keyed by release pack and carry the handler, nothing more.
 */
export const checkoutTypeDefs = /* GraphQL */ `
  "A cart line (spec part 1 §3); on refusal only nonFieldErrors is set."
  type PrimaryCheckoutCartLine {
    publicPk: ID
    cartPublicPk: ID
    handler: String
    editionNumber: Int
    releasePackPublicPk: ID
    editionNftPublicPk: ID
    origin: String
    nonFieldErrors: [String!]!
  }
  "A cart's state after a refresh, payment start or completion."
  type PrimaryCheckoutCartState {
    cartPublicPk: ID
    releasePackPublicPk: ID
    handler: String
    "Initiated, In Progress, Completed, Failed, Cancelled or Expired"
    status: String
    "The hold's deadline (Initiated) or the payment's (In Progress)"
    validUntil: String
    nonFieldErrors: [String!]!
  }
  extend type Mutation {
    "Add an edition to the caller's cart (without editionNft: the next free one). Needs a valid id token."
    createPrimaryCheckoutCartLineV2(releasePackPublicPk: ID!, editionNft: ID, cart: ID, origin: String): PrimaryCheckoutCartLine!
    "Remove a line of the caller's cart; the last one cancels the cart."
    deletePrimaryCheckoutCartLineV2(lineItemPublicPk: ID!): PrimaryCheckoutCartLine!
    "Extend the hold ('Are you still there?'), or once for the payment step with forPayment."
    refreshPrimaryCheckoutCartV2(cartPublicPk: ID!, forPayment: Boolean): PrimaryCheckoutCartState!
  }
  extend type Subscription {
    primaryCheckoutCartLineCreated(releasePackPublicPk: ID!): PrimaryCheckoutCartLine!
    primaryCheckoutCartLineDeleted(releasePackPublicPk: ID!): PrimaryCheckoutCartLine!
    primaryCheckoutCartRefreshed(releasePackPublicPk: ID!): PrimaryCheckoutCartState!
    primaryCheckoutCartInProgress(releasePackPublicPk: ID!): PrimaryCheckoutCartState!
    primaryCheckoutCartCompleted(releasePackPublicPk: ID!): PrimaryCheckoutCartState!
  }
  ${checkoutMutationTypeDefs}
`;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const subscribeTo = (kind: CartEventKind) => ({
  subscribe: async (_root: unknown, args: { releasePackPublicPk: string }, ctx: GraphqlContext) => {
    if (!uuid.test(args.releasePackPublicPk)) throw new Error('invalid: releasePackPublicPk must be a UUID');
    return ctx.pubsub.subscribe(cartTopic(kind, args.releasePackPublicPk.toLowerCase()));
  },
});

export const checkoutResolvers: IResolvers = {
  PrimaryCheckoutCartState: {
    nonFieldErrors: (root: { nonFieldErrors?: string[] }) => root.nonFieldErrors ?? [],
  },
  Mutation: {
    createPrimaryCheckoutCartLineV2: async (_root: unknown, args: Record<string, unknown>, ctx: GraphqlContext) => {
      const { userPk, context } = await requireGraphqlUser(ctx);
      const input = AddCartLineSchema.safeParse({ ...args, origin: args.origin ?? undefined });
      if (!input.success) return refusedCartLine(input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
      try {
        return (await addCartLine(context, userPk, input.data)).line;
      } catch (error) {
        return refusedCartLine(refusal(error));
      }
    },
    deletePrimaryCheckoutCartLineV2: async (_root: unknown, args: { lineItemPublicPk: string }, ctx: GraphqlContext) => {
      const { userPk, context } = await requireGraphqlUser(ctx);
      if (!uuid.test(args.lineItemPublicPk)) return refusedCartLine(['lineItemPublicPk: Invalid UUID']);
      try {
        return await removeCartLine(context, userPk, args.lineItemPublicPk);
      } catch (error) {
        return refusedCartLine(refusal(error));
      }
    },
    refreshPrimaryCheckoutCartV2: async (_root: unknown, args: { cartPublicPk: string; forPayment?: boolean | null }, ctx: GraphqlContext) => {
      const { userPk, context } = await requireGraphqlUser(ctx);
      if (!uuid.test(args.cartPublicPk)) return { nonFieldErrors: ['cartPublicPk: Invalid UUID'] };
      try {
        const cart = await refreshCart(context, userPk, args.cartPublicPk, args.forPayment ?? false);
        return { cartPublicPk: cart.publicPk, releasePackPublicPk: cart.releasePackPk, status: cart.status, validUntil: (cart.paymentDeadline && cart.status === 'In Progress' ? cart.paymentDeadline : cart.validUntil).toISOString(), nonFieldErrors: [] };
      } catch (error) {
        return { nonFieldErrors: refusal(error) };
      }
    },
    ...checkoutMutationResolvers,
  },
  Subscription: {
    primaryCheckoutCartLineCreated: subscribeTo('lineCreated'),
    primaryCheckoutCartLineDeleted: subscribeTo('lineDeleted'),
    primaryCheckoutCartRefreshed: subscribeTo('refreshed'),
    primaryCheckoutCartInProgress: subscribeTo('inProgress'),
    primaryCheckoutCartCompleted: subscribeTo('completed'),
  },
};
