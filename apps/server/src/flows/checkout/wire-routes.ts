import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { z } from 'zod';
import { CheckoutCartSchema } from '@caskmark/shared/api/checkout';
import type { AppContext } from '../../context';
import { badRequest, fieldError } from '../../platform/errors';
import type { App } from '../../platform/module';
import { requireActiveCart } from '../../modules/cart/public';
import { requireUser } from '../../modules/identity/public';
import { submitWireProof, WIRE_PROOF_MAX_BYTES, type PaymentIntent } from '../../modules/payments/public';
import { amountDueCents, holdCartGiftCard } from './gift-card-share';
import { presentCheckoutCart } from './present-checkout-cart';
import { startCheckout, voidAll } from './start-checkout';
import { requireCompleteProfile } from './card-routes';

const tags = ['checkout'];
const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/** Spec part 1 §5 "Wire proof": both missing. */
export const WIRE_PROOF_BOTH_MISSING_MESSAGE = 'Please enter your phone number and upload proof of transfer.';

interface WireForm {
  phoneNumber: string;
  cartPublicPk: string;
  receipt: { filename: string; bytes: Buffer } | null;
}

/** Reads the multipart form (receipt, phone_number, cart_public_pk); a receipt over the limit is refused while streaming. */
async function readWireForm(request: FastifyRequest): Promise<WireForm> {
  if (!request.isMultipart()) throw badRequest('Please send the proof as multipart/form-data.', { code: 'not_multipart' });
  const form: WireForm = { phoneNumber: '', cartPublicPk: '', receipt: null };
  for await (const part of request.parts({ limits: { fileSize: WIRE_PROOF_MAX_BYTES + 1, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      const bytes = await file.toBuffer();
      if (file.fieldname === 'receipt') form.receipt = { filename: file.filename, bytes };
    } else {
      const field = part as MultipartValue<string>;
      if (field.fieldname === 'phone_number') form.phoneNumber = String(field.value ?? '');
      if (field.fieldname === 'cart_public_pk') form.cartPublicPk = String(field.value ?? '');
    }
  }
  return form;
}

/** Wire (decision 170): the proof starts the checkout, which waits (72 h) for staff to confirm or reject the money. */
export function registerWireRoutes(app: App, context: AppContext) {
  app.post(
    '/api/primary-payments/v2/transfer/wire-transfer',
    {
      schema: {
        tags,
        summary: 'Submit the proof of a wire transfer for a cart (multipart: receipt pdf/jpg/png ≤ 10 MB, phone_number, cart_public_pk)',
        consumes: ['multipart/form-data'],
        response: { 200: CheckoutCartSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const form = await readWireForm(request);
      if (!z.uuid().safeParse(form.cartPublicPk).success) throw fieldError('cart_public_pk', 'Please choose the cart to pay.');
      if (!form.phoneNumber.trim() && !form.receipt) throw badRequest(WIRE_PROOF_BOTH_MISSING_MESSAGE, { code: 'invalid' });
      const cart = await requireActiveCart(context, principal.userPk, form.cartPublicPk);
      if (cart.status !== 'Initiated') throw badRequest('This checkout is already being paid.', { code: 'cart_in_progress' });
      await requireCompleteProfile(context, principal.userPk);
      const amountCents = await amountDueCents(context, cart);
      const intent = await submitWireProof(context, { purpose: 'checkout', referencePk: cart.publicPk, userPk: principal.userPk, amountCents, phoneNumber: form.phoneNumber, receipt: form.receipt });
      let giftCardHold: PaymentIntent | null = null;
      try {
        giftCardHold = await holdCartGiftCard(context, principal.userPk, cart);
        const started = await startCheckout(context, principal.userPk, cart.publicPk, 'wire', { intentPks: [intent.publicPk, ...(giftCardHold ? [giftCardHold.publicPk] : [])] });
        return presentCheckoutCart(context, started);
      } catch (error) {
        await voidAll(context, [intent, giftCardHold]);
        throw error;
      }
    },
  );
}
