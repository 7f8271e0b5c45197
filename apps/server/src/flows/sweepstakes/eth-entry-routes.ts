import { z } from 'zod';
import { EntryEthPaymentSchema, EntryEthTransactionSchema, SweepstakesEntrySchema } from '@caskmark/shared/api/sweepstakes';
import type { Hash } from 'viem';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { requireUser } from '../../modules/identity/public';
import { announceEntryEthPayment, startEntryEthPayment } from './eth-entry';

const tags = ['release: Sweepstakes'];
const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 503: ErrorSchema };
const noStore = { 'cache-control': 'no-store' };

/** The entry fee in ETH (spec part 1 §3 ethTransferPayload; decision 351): thin handlers over the payments domain's ETH rail. */
export function registerEthEntryRoutes(app: App, context: AppContext) {
  app.post(
    '/api/release/v3/sweepstakes/entry/eth-payment',
    {
      schema: {
        tags,
        summary:
          'Pay my entry fee in ETH from one of my connected wallets: answers the entry with its ethTransferPayload (to, value in wei quoted for 15 minutes, data binding the payment to the entry). At least 0.004 ETH. Asking again answers the same quote while it is awaited.',
        body: EntryEthPaymentSchema,
        response: { 200: SweepstakesEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.headers(noStore);
      return startEntryEthPayment(context, principal.userPk, request.body.sweepstakesPublicPk, request.body.fromAccount);
    },
  );

  app.post(
    '/api/release/v3/sweepstakes/entry/purchase-with-eth',
    {
      schema: {
        tags,
        summary:
          "The transaction my wallet sent for the fee: the server reads it on the chain (recorded when confirmed, awaited while pending, else 400 'This transaction does not pay for this order.') and answers the entry",
        body: EntryEthTransactionSchema,
        response: { 200: SweepstakesEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.headers(noStore);
      return announceEntryEthPayment(context, principal.userPk, request.body.sweepstakesPublicPk, request.body.transactionHash as Hash);
    },
  );
}
