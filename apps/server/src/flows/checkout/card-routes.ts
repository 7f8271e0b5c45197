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

/**
 * After the issuer answered: an authorization (or a 3-D Secure challenge under way) starts the
 * checkout, which captures and delivers; a refusal leaves the cart as it was, for another card or
 * rail. A cart that could not start (expired meanwhile) gets its authorization voided.
 */
async function afterAuthorization(context: AppContext, userPk: string, cart: CartRow, outcome: { result: PaymentResult; intent: PaymentIntent | null }): Promise<PaymentResult> {
  const { result, intent } = outcome;
  if (cart.status === 'Completed') return result;
  if (!intent || (result.status !== 'AUTHORIZED' && result.status !== 'PENDING_AUTHENTICATION')) {
    if (cart.status === 'In Progress') await pokeCheckout(context, cart.publicPk);
    return result;
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
        summary: 'Pay a cart with a new card (hosted-fields token; again with the 3-D Secure result after a challenge). uniqueId is the attempt’s idempotency key.',
        body: PaymentSubmissionSchema,
        response: { 200: PaymentResultSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const submission = request.body;
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
