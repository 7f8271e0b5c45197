import { z } from 'zod';
import { RedemptionEthPaymentSchema, RedemptionEthTransactionSchema, RedemptionPriceSchema, RedemptionStatusResponseSchema } from '@caskmark/shared/api/redemption';
import type { Hash } from 'viem';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { requireUser } from '../../modules/identity/public';
import { announceEthFee, startEthFee } from './eth-fee';

const tags = ['redemption'];
const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 503: ErrorSchema };
const RedeemParams = z.object({ redeemPublicPk: z.uuid() });

/** The shipping fee in ETH (spec part 1 §2 'Shipment Payment'; decision 277): thin handlers over the payments domain's ETH rail. */
export function registerEthFeeRoutes(app: App, context: AppContext) {
  app.post(
    '/api/account/v2/redeem/:redeemPublicPk/eth-payment',
    {
      schema: {
        tags,
        summary:
          "Pay my request's shipping fee in ETH from one of my connected wallets: answers the price with its ethTransferPayload (to, value in wei quoted for 15 minutes, data binding the payment to the request). At least 0.004 ETH. Asking again answers the same quote while it is awaited.",
        params: RedeemParams,
        body: RedemptionEthPaymentSchema,
        response: { 200: RedemptionPriceSchema, ...errors },
      },
    },
    async (request) => startEthFee(context, (await requireUser(request)).userPk, request.params.redeemPublicPk, request.body.fromAccount),
  );

  app.post(
    '/api/account/v2/redeem/:redeemPublicPk/purchase-with-eth',
    {
      schema: {
        tags,
        summary:
          "The transaction my wallet sent for the fee: the server reads it on the chain (recorded when confirmed, awaited while pending, else 400 'This transaction does not pay for this order.') and answers the payment status",
        params: RedeemParams,
        body: RedemptionEthTransactionSchema,
        response: { 200: RedemptionStatusResponseSchema, ...errors },
      },
    },
    async (request) => announceEthFee(context, (await requireUser(request)).userPk, request.params.redeemPublicPk, request.body.transactionHash as Hash),
  );
}
