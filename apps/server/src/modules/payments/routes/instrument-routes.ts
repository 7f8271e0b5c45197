import { z } from 'zod';
import { CreditCardListSchema, CreditCardSchema } from '@caskmark/shared/api/payments';
import type { AppContext } from '../../../context';
import { notFound } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { requireUser } from '../../identity/public';
import { deleteInstrument, instrumentOfUser, listInstruments, makeDefaultInstrument, presentCard } from '../instruments';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const tags = ['payments'];
const Params = z.object({ paymentInstrumentId: z.string().max(100) });

/** Saved cards (spec part 2 §7 "Payment gateway"): list, read, make default, delete. */
export function registerInstrumentRoutes(app: App, context: AppContext) {
  app.get(
    '/api/payment-gateway/v1/payment-instruments',
    { schema: { tags, summary: 'My saved cards, the default first', response: { 200: CreditCardListSchema, 401: ErrorSchema } } },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { results: await listInstruments(context.db, principal.userPk) };
    },
  );

  app.get(
    '/api/payment-gateway/v1/payment-instruments/:paymentInstrumentId',
    { schema: { tags, summary: 'One of my saved cards', params: Params, response: { 200: CreditCardSchema, 401: ErrorSchema, 404: ErrorSchema } } },
    async (request) => {
      const principal = await requireUser(request);
      const row = await instrumentOfUser(context.db, principal.userPk, request.params.paymentInstrumentId);
      if (!row) throw notFound('Payment method');
      return presentCard(row);
    },
  );

  app.patch(
    '/api/payment-gateway/v1/payment-instruments/:paymentInstrumentId',
    {
      schema: {
        tags,
        summary: 'Makes a saved card my default',
        params: Params,
        body: z.object({ isDefault: z.literal(true) }),
        response: { 200: CreditCardSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      return presentCard(await makeDefaultInstrument(context, principal.userPk, request.params.paymentInstrumentId));
    },
  );

  app.delete(
    '/api/payment-gateway/v1/payment-instruments/:paymentInstrumentId',
    { schema: { tags, summary: 'Deletes a saved card (at the PSP too)', params: Params, response: { 204: z.null(), 401: ErrorSchema, 404: ErrorSchema } } },
    async (request, reply) => {
      const principal = await requireUser(request);
      await deleteInstrument(context, principal.userPk, request.params.paymentInstrumentId);
      return reply.status(204).send(null);
    },
  );
}
