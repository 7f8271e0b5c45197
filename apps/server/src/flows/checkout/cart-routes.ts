import { z } from 'zod';
import {
  AddCartLineSchema,
  ApplyGiftCardSchema,
  BuyableReleasePackSchema,
  CancelCartSchema,
  CartLineResultSchema,
  CheckoutCartSchema,
  CheckoutSuccessNftSchema,
  EarlyAccessCodeSchema,
  ExtendCartSchema,
} from '@caskmark/shared/api/checkout';
import { EditionNftSchema } from '@caskmark/shared/api/catalogue';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { addCartLine, admitEarly, cancelCart, refreshCart, removeCartLine, requireActiveCart, requireOwnCart, setCartGiftCard } from '../../modules/cart/public';
import { giftCardBalance, GIFT_CARD_LOW_BALANCE_MESSAGE } from '../../modules/payments/public';
import { badRequest } from '../../platform/errors';
import { viewerPkOf } from '../../modules/catalogue/public';
import { requireUser } from '../../modules/identity/public';
import { presentCheckoutCart } from './present-checkout-cart';
import { buyableReleasePack, checkoutEdition, checkoutSuccessNft } from './checkout-reads';

const tags = ['checkout'];
const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema.describe("no_valid_cart: 'User has no valid cart'"), 429: ErrorSchema };
const CartParams = z.object({ id: z.uuid() });

/** The cart calls of spec part 1 §7 "Checkout" (decision 170, 180): thin handlers over the cart domain. */
export function registerCartRoutes(app: App, context: AppContext) {
  app.get(
    '/api/primary-payments/v2/checkout/cart',
    { schema: { tags, summary: "The caller's cart that still holds editions (Initiated before its deadline, or In Progress)", response: { 200: CheckoutCartSchema, ...errors } } },
    async (request) => {
      const principal = await requireUser(request);
      return presentCheckoutCart(context, await requireActiveCart(context, principal.userPk));
    },
  );

  app.get(
    '/api/primary-payments/v2/checkout/cart/:id',
    { schema: { tags, summary: 'One of the caller’s carts, whatever its status; another collector’s answers 404', params: CartParams, response: { 200: CheckoutCartSchema, ...errors } } },
    async (request) => {
      const principal = await requireUser(request);
      return presentCheckoutCart(context, await requireOwnCart(context, principal.userPk, request.params.id));
    },
  );

  app.post(
    '/api/primary-payments/v2/checkout/cart/line',
    {
      schema: {
        tags,
        summary: 'Add an edition (or, without editionNft, the next free one) to the caller’s cart: the same as createPrimaryCheckoutCartLineV2',
        body: AddCartLineSchema,
        response: { 200: CartLineResultSchema, 201: CartLineResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      const added = await addCartLine(context, principal.userPk, request.body);
      return reply.status(added.created ? 201 : 200).send(added.line);
    },
  );

  app.delete(
    '/api/primary-payments/v2/checkout/cart/line/:id',
    { schema: { tags, summary: 'Remove a line of the caller’s cart (the last one cancels the cart)', params: CartParams, response: { 200: CartLineResultSchema, ...errors } } },
    async (request) => removeCartLine(context, (await requireUser(request)).userPk, request.params.id),
  );

  app.post(
    '/api/primary-payments/v2/checkout/cart/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel the cart; with isExpiration a cart whose deadline has not passed is left as it is',
        params: CartParams,
        body: CancelCartSchema,
        response: { 200: CheckoutCartSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      return presentCheckoutCart(context, await cancelCart(context, principal.userPk, request.params.id, request.body.isExpiration));
    },
  );

  app.post(
    '/api/primary-payments/v2/checkout/cart/:id/extend',
    {
      schema: {
        tags,
        summary: "Extend the hold: 'Are you still there?' (10 minutes, 3 times at most) or, with forPayment, once to 15 minutes",
        params: CartParams,
        body: ExtendCartSchema,
        response: { 200: CheckoutCartSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      return presentCheckoutCart(context, await refreshCart(context, principal.userPk, request.params.id, request.body.forPayment));
    },
  );

  app.put(
    '/api/primary-payments/v2/checkout/cart/:id/gift-card',
    {
      schema: {
        tags,
        summary: 'Apply one of the caller’s gift cards to the cart (null removes it): it pays as much of the total as its balance covers',
        params: CartParams,
        body: ApplyGiftCardSchema,
        response: { 200: CheckoutCartSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const { giftCardPublicPk } = request.body;
      if (giftCardPublicPk && (await giftCardBalance(context, principal.userPk, giftCardPublicPk)) <= 0) throw badRequest(GIFT_CARD_LOW_BALANCE_MESSAGE, { code: 'gift_card_empty' });
      return presentCheckoutCart(context, await setCartGiftCard(context, principal.userPk, request.params.id, giftCardPublicPk));
    },
  );

  app.get(
    '/api/payments/v2/checkout/buyable-release-pack/:pk',
    { schema: { tags, summary: 'Whether the pack can be bought from now (claim page, first come first served)', params: z.object({ pk: z.uuid() }), response: { 200: BuyableReleasePackSchema, ...errors } } },
    async (request) => buyableReleasePack(context, request.params.pk, await viewerPkOf(request)),
  );

  app.get(
    '/api/payments/v2/checkout/success/nft/:editionNftPublicPk',
    {
      schema: {
        tags,
        summary: 'An edition the caller bought in a completed checkout, with its delivery transaction',
        params: z.object({ editionNftPublicPk: z.uuid() }),
        response: { 200: CheckoutSuccessNftSchema, ...errors },
      },
    },
    async (request) => checkoutSuccessNft(context, (await requireUser(request)).userPk, request.params.editionNftPublicPk),
  );

  app.get(
    '/api/payments/v2/nft/:editionPk',
    { schema: { tags, summary: 'An edition NFT as checkout shows it (by edition NFT or edition publicPk)', params: z.object({ editionPk: z.uuid() }), response: { 200: EditionNftSchema, ...errors } } },
    async (request) => checkoutEdition(context, request.params.editionPk, await viewerPkOf(request)),
  );

  app.put(
    '/api/release/v2/:pk/lobby/early-access/code',
    {
      schema: {
        tags,
        summary: 'Enter the lobby password: admits the caller before the lobby opens (10 tries per 15 minutes)',
        params: z.object({ pk: z.uuid() }),
        body: EarlyAccessCodeSchema,
        response: { 200: z.object({ admitted: z.boolean(), releasePublicPk: z.uuid(), lobbyOpenDate: z.string() }), ...errors },
      },
    },
    async (request) => admitEarly(context, (await requireUser(request)).userPk, request.params.pk, request.body.code),
  );
}
