import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { tokenize, TokenizeError } from './card-vault';
import { challengePage, deviceDataPage, hostedFieldsPage, pageCsp } from './pages';
import { answerChallenge, collectDeviceData, PayerAuthError, payerAuthSession } from './payer-auth';

const ErrorSchema = z.object({ message: z.string() }).catchall(z.unknown());
const tags = ['psp-sandbox'];
const TokenizeBodySchema = z.object({
  keyId: z.string().min(1).max(100),
  number: z.string().max(40),
  securityCode: z.string().max(8),
  expirationMonth: z.number().int(),
  expirationYear: z.number().int(),
});

/**
 * The sandbox PSP's browser-facing side: hosted card fields and the token call they make, device data
 * collection, the 3-D Secure challenge. Card numbers arrive here and stop here.
 */
export function registerPspSandboxRoutes(app: App, context: AppContext) {
  const html = (reply: { header: (name: string, value: string) => unknown; type: (value: string) => unknown }, nonce: string) => {
    reply.header('content-security-policy', pageCsp(nonce));
    reply.header('cache-control', 'no-store');
    reply.type('text/html; charset=utf-8');
  };

  app.get(
    '/psp-sandbox/v1/hosted-fields',
    { schema: { tags, summary: 'Hosted card fields (embed in an iframe)', querystring: z.object({ keyId: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      html(reply, nonce);
      return hostedFieldsPage(request.query.keyId, nonce);
    },
  );

  app.post(
    '/psp-sandbox/v1/tokens',
    {
      schema: {
        tags,
        summary: 'The hosted fields exchange a card for a transient token (15 minutes)',
        body: TokenizeBodySchema,
        response: { 201: z.object({ token: z.string(), card: z.record(z.string(), z.unknown()) }), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const result = await tokenize(context, request.body);
        return reply.status(201).send(result);
      } catch (error) {
        if (error instanceof TokenizeError) return reply.status(400).send({ message: error.message, fields: error.fields });
        throw error;
      }
    },
  );

  app.get(
    '/psp-sandbox/v1/payer-auth/collect',
    { schema: { tags, summary: 'Device data collection page (hidden iframe)', querystring: z.object({ referenceId: z.string().max(100), accessToken: z.string().max(200) }) } },
    async (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      html(reply, nonce);
      return deviceDataPage(request.query.referenceId, request.query.accessToken, nonce);
    },
  );

  app.post(
    '/psp-sandbox/v1/payer-auth/:referenceId/device-data',
    {
      schema: {
        tags,
        summary: 'The collection page reports the browser',
        params: z.object({ referenceId: z.string().max(100) }),
        body: z.object({ accessToken: z.string().max(200), browser: z.record(z.string(), z.unknown()).default({}) }),
        response: { 204: z.null(), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await collectDeviceData(context, request.params.referenceId, request.body.accessToken, request.body.browser);
      } catch (error) {
        if (error instanceof PayerAuthError) return reply.status(404).send({ message: error.message });
        throw error;
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/psp-sandbox/v1/payer-auth/challenge/:referenceId',
    {
      schema: {
        tags,
        summary: '3-D Secure step-up challenge page (the stepUpUrl)',
        params: z.object({ referenceId: z.string().max(100) }),
        querystring: z.object({ accessToken: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const session = await payerAuthSession(context.db, request.params.referenceId);
      if (!session || session.accessToken !== request.query.accessToken) return reply.status(404).type('text/plain').send('Unknown verification session');
      const nonce = randomBytes(16).toString('base64');
      html(reply, nonce);
      return challengePage(session.referenceId, session.accessToken, nonce);
    },
  );

  app.post(
    '/psp-sandbox/v1/payer-auth/:referenceId/challenge',
    {
      schema: {
        tags,
        summary: 'The cardholder answers the challenge',
        params: z.object({ referenceId: z.string().max(100) }),
        body: z.object({ accessToken: z.string().max(200), code: z.string().max(20) }),
        response: { 200: z.object({ status: z.enum(['authenticated', 'failed']) }), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        return { status: await answerChallenge(context, request.params.referenceId, request.body.accessToken, request.body.code) };
      } catch (error) {
        if (error instanceof PayerAuthError) return reply.status(404).send({ message: error.message });
        throw error;
      }
    },
  );
}
