import { z } from 'zod';
import { ProofOfFundsSchema } from '@caskmark/shared/api/proof-of-funds';
import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { requireUser } from '../../identity/public';
import { readProofOfFunds } from '../proof-of-funds-form';
import { latestProofOfFunds, proofDocument, submitProofOfFunds } from '../proofs-of-funds';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const tags = ['account: proof of funds'];

/** `GET/POST/PUT /api/account/v2/proof-of-funds` (spec part 1 §7): the collector's bid pre-approval. */
export function registerProofOfFundsRoutes(app: App, context: AppContext) {
  app.get(
    '/api/account/v2/proof-of-funds',
    {
      schema: {
        tags,
        summary: "The caller's latest proof of funds (pending, approved or rejected), or null when they have none",
        response: { 200: ProofOfFundsSchema.nullable(), 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return latestProofOfFunds(context.db, principal.userPk);
    },
  );

  app.get(
    '/api/account/v2/proof-of-funds/:pk/files/:filePk',
    {
      schema: {
        tags,
        summary: "One of the caller's own proof-of-funds documents (downloaded, never rendered inline); another collector's is a 404",
        params: z.object({ pk: z.uuid(), filePk: z.uuid() }),
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      const document = await proofDocument(context, request.params.pk, request.params.filePk, principal.userPk);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="proof-of-funds-${request.params.filePk}.${document.extension}"`);
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      reply.type(document.type);
      return reply.send(document.bytes);
    },
  );

  // POST sends the first request; PUT a new one (a higher pre-approval, or after a rejection). Both
  // create a pending request — the approved one keeps counting until staff approve the new one.
  for (const method of ['post', 'put'] as const) {
    app[method](
      '/api/account/v2/proof-of-funds',
      {
        schema: {
          tags,
          summary:
            'Ask for a bid pre-approval. multipart/form-data: firstName, lastName, address, addressLine, city, state, postcode, dob (MM/DD/YYYY), phone, country (alpha-3), amountUsd, bankStatement (one or more), photoId (above $75,000); documents PDF/JPG/PNG by content, ≤ 10 MB each. Pending until staff decide; 409 while another is pending.',
          consumes: ['multipart/form-data'],
          response: { 201: ProofOfFundsSchema, 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema },
        },
      },
      async (request, reply) => {
        const principal = await requireUser(request);
        const proof = await submitProofOfFunds(context, principal.userPk, await readProofOfFunds(request));
        reply.status(201);
        return proof;
      },
    );
  }
}
