import { z } from 'zod';
import { CheckoutCartSchema, EthHashSchema, StartEthPaymentSchema } from '@caskmark/shared/api/checkout';
import type { Hash } from 'viem';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { requireUser } from '../../modules/identity/public';
import { announceEthTransaction, startEthCheckout } from './eth-checkout';
import { presentCheckoutCart } from './present-checkout-cart';

const tags = ['checkout'];
const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 503: ErrorSchema };

/** The ETH rail of the checkout (decision 220), as REST beside its GraphQL twins. */
export function registerEthRoutes(app: App, context: AppContext) {
  app.post(
    '/api/primary-payments/v2/checkout/eth-payment',
    {
      schema: {
        tags,
        summary:
          'Pay a cart in ETH (paymentMethod crypto; the same as primaryCheckoutCartInProgressV2 with crypto): answers the cart In Progress with its ethTransferPayload (to, value in wei quoted for 15 minutes, data binding the payment to the cart). At least 0.004 ETH.',
        body: StartEthPaymentSchema,
        response: { 200: CheckoutCartSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const cart = await startEthCheckout(context, principal.userPk, request.body.cartPublicPk, request.body.fromAccount);
      return presentCheckoutCart(context, cart);
    },
  );

  app.post(
    '/api/primary-payments/v2/checkout/purchase-with-eth',
    {
      schema: {
        tags,
        summary:
          'Purchase with ETH transaction hash (the same as updatePrimaryCheckoutCartStatusV2): the server reads that transaction on chain now; one that does not pay this cart is refused',
        body: EthHashSchema,
        response: { 200: CheckoutCartSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const cart = await announceEthTransaction(context, principal.userPk, request.body.cartPublicPk, request.body.transactionHash as Hash);
      return presentCheckoutCart(context, cart);
    },
  );
}
