import { PAYMENT_INVALID_REQUEST_MESSAGE, PaymentResultSchema, PaymentSubmissionSchema, PreSavedPaymentSchema, type PaymentResult } from '@caskmark/shared/api/payments';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../platform/errors';
import type { App } from '../../platform/module';
import { cartErrors, requireActiveCart, requireOwnCart, type CartRow } from '../../modules/cart/public';
import { amountDueCents, holdCartGiftCard } from './gift-card-share';
import { requireUser } from '../../modules/identity/public';
import { hasCompleteProfile } from '../../modules/accounts/public';
import { PROFILE_REQUIRED_MESSAGE } from '@caskmark/shared/rules/payment-methods';
import { authorizeCard, authorizeSavedCard, type PaymentIntent } from '../../modules/payments/public';
import { pokeCheckout, startCheckout, voidAll } from './start-checkout';
import { payCheckoutSession } from '../listing-card-purchase/pay-checkout-session';

const tags = ['checkout'];
const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/**
 * A cart the collector may pay by card now: Initiated and live, or already paid or paying by card —
 * there the payments domain answers a replayed attempt with its stored result, continues a 3-D
 * Secure challenge, and refuses a new attempt ('A payment for this is already under way.').
 */
async function payableCart(context: AppContext, userPk: string, cartPk: string): Promise<CartRow> {
  const cart = await requireOwnCart(context, userPk, cartPk);
  if ((cart.status === 'In Progress' || cart.status === 'Completed') && cart.paymentMethod === 'creditCard') return cart;
  if (cart.status === 'In Progress') throw cartErrors.notEditable();
  const active = await requireActiveCart(context, userPk, cartPk);
  await requireCompleteProfile(context, userPk);
  return active;
}

/** Card and wire need a complete profile (spec part 1 §5). */
export async function requireCompleteProfile(context: AppContext, userPk: string): Promise<void> {
  if (!(await hasCompleteProfile(context.db, userPk))) throw badRequest(PROFILE_REQUIRED_MESSAGE, { code: 'profile_incomplete' });
}

export const CART_CHANGED_DURING_PAYMENT_MESSAGE = 'Your cart changed while your bank checked the card. Nothing was charged; please pay again.';

/**
 * After the issuer answered. Only an authorization starts the checkout (In Progress, then capture and
 * delivery): while the bank asks the cardholder (PENDING_AUTHENTICATION) the cart stays Initiated on
 * its extended hold, because In Progress means "paid, being confirmed" to the client, which then shows
 * progress instead of the bank's page (decision 230). A refusal — before or after a challenge — leaves
 * the cart as it was, for another card or rail. An authorization for an amount the cart no longer
 * asks (it changed during the challenge), or for a cart that could not start (expired meanwhile), is
 * voided at once.
 */
async function afterAuthorization(context: AppContext, userPk: string, cart: CartRow, outcome: { result: PaymentResult; intent: PaymentIntent | null }): Promise<PaymentResult> {
  const { result, intent } = outcome;
  if (cart.status === 'Completed') return result;
  if (!intent || result.status !== 'AUTHORIZED') {
    if (cart.status === 'In Progress') await pokeCheckout(context, cart.publicPk);
    return result;
  }
  if (cart.status === 'Initiated' && intent.amountCents !== (await amountDueCents(context, cart))) {
    await voidAll(context, [intent]);
    throw badRequest(CART_CHANGED_DURING_PAYMENT_MESSAGE, { code: 'cart_changed' });
  }
  let giftCardHold: PaymentIntent | null = null;
  try {
    giftCardHold = await holdCartGiftCard(context, userPk, cart);
    await startCheckout(context, userPk, cart.publicPk, 'creditCard', { intentPks: [intent.publicPk, ...(giftCardHold ? [giftCardHold.publicPk] : [])] });
  } catch (error) {
    await voidAll(context, [intent, giftCardHold]);
    throw error;
  }
  return result;
}

/** The card calls that pay a cart (spec part 2 §7; decision 170): thin handlers over payments and the checkout. */
export function registerCardRoutes(app: App, context: AppContext) {
  app.post(
    '/services/fiat/v1/payments/capture',
    {
      schema: {
        tags,
        summary:
          'Pay a cart (cartPublicPk) or a listing’s card checkout (checkoutSessionPublicPk) with a new card (hosted-fields token; again with the 3-D Secure result after a challenge). uniqueId is the attempt’s idempotency key.',
        body: PaymentSubmissionSchema,
        response: { 200: PaymentResultSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const submission = request.body;
      if (!submission.cartPublicPk && submission.checkoutSessionPublicPk) {
        return payCheckoutSession(context, principal.userPk, { ...submission, checkoutSessionPublicPk: submission.checkoutSessionPublicPk });
      }
      if (!submission.cartPublicPk) throw badRequest(PAYMENT_INVALID_REQUEST_MESSAGE, { code: 'unsupported_reference' });
      const cart = await payableCart(context, principal.userPk, submission.cartPublicPk);
      const amountCents = await amountDueCents(context, cart);
      const outcome = await authorizeCard(context, { purpose: 'checkout', referencePk: cart.publicPk, userPk: principal.userPk, amountCents, idempotencyKey: submission.uniqueId, submission });
      return afterAuthorization(context, principal.userPk, cart, outcome);
    },
  );

  app.post(
    '/services/fiat/v1/payments/pre-saved',
    {
      schema: { tags, summary: 'Pay a cart with a saved card (cartPublicPk + paymentInstrumentPublicPk)', body: PreSavedPaymentSchema, response: { 200: PaymentResultSchema, ...errors } },
    },
    async (request) => {
      const principal = await requireUser(request);
      const { cartPublicPk, paymentInstrumentPublicPk, uniqueId } = request.body;
      const cart = await payableCart(context, principal.userPk, cartPublicPk);
      const amountCents = await amountDueCents(context, cart);
      const outcome = await authorizeSavedCard(context, { purpose: 'checkout', referencePk: cart.publicPk, userPk: principal.userPk, amountCents, idempotencyKey: uniqueId, instrumentPk: paymentInstrumentPublicPk });
      return afterAuthorization(context, principal.userPk, cart, outcome);
    },
  );
}
