import { z } from 'zod';
import {
  FlexTokenSchema,
  PayerAuthCheckSchema,
  PayerAuthInitiateSchema,
  PayerAuthSetupSchema,
  PaymentResultSchema,
  PaymentSubmissionSchema,
} from '@caskmark/shared/api/payments';
import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { requireUser } from '../../identity/public';
import { verifyAndSaveCard } from '../card-payments';
import { checkPayerAuth, initiatePayerAuth } from '../payer-auth';
import { pspOf } from '../psp';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const tags = ['payments'];

/** Card calls that need no order: the hosted-fields session, 3-D Secure set-up and check, card verification. */
export function registerFiatRoutes(app: App, context: AppContext) {
  app.get(
    '/services/fiat/v1/session/flex-token',
    {
      schema: {
        tags,
        summary: 'Opens a capture context for the hosted card fields (the card number goes to the PSP, never here)',
        querystring: z.object({ publicPk: z.string().max(100).optional() }),
        response: { 200: FlexTokenSchema, 401: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return pspOf(context).createCaptureContext(principal.userPk);
    },
  );

  app.post(
    '/services/fiat/v1/payer-auth/initiate',
    {
      schema: {
        tags,
        summary: '3-D Secure set-up: device data collection for a card token',
        body: PayerAuthInitiateSchema,
        response: { 200: PayerAuthSetupSchema, 400: ErrorSchema, 401: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      return initiatePayerAuth(context, principal.userPk, request.body.tokenValue);
    },
  );

  app.get(
    '/services/fiat/v1/payer-auth/check',
    {
      schema: {
        tags,
        summary: 'The 3-D Secure enrollment result: 404 while device collection or the challenge is under way (poll every 2 s)',
        querystring: z.object({ referenceId: z.string().min(1).max(100) }),
        response: { 200: PayerAuthCheckSchema, 401: ErrorSchema, 404: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.header('cache-control', 'no-store');
      const result = await checkPayerAuth(context, principal.userPk, request.query.referenceId);
      if (!result) return reply.status(404).send({ code: 'not_found', detail: 'Not ready yet.' });
      return result;
    },
  );

  app.post(
    '/services/fiat/v1/payment-instrument',
    {
      schema: {
        tags,
        summary: 'Saves a card after a $0 verification (3-D Secure when the card asks); paymentPublicPk names the saved card',
        body: PaymentSubmissionSchema,
        response: { 200: PaymentResultSchema, 400: z.union([PaymentResultSchema, ErrorSchema]), 401: ErrorSchema, 409: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      const result = await verifyAndSaveCard(context, principal.userPk, request.body);
      return reply.status(result.status === 'DECLINED' || result.status === 'FAILED' ? 400 : 200).send(result);
    },
  );
}
