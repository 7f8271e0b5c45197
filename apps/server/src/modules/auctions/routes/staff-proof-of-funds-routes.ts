import { z } from 'zod';
import { ProofOfFundsSchema, ProofOfFundsStatusSchema, StaffProofOfFundsApproveSchema, StaffProofOfFundsListSchema, StaffProofOfFundsRejectSchema } from '@caskmark/shared/api/proof-of-funds';
import type { AppContext } from '../../../context';
import { auditActor } from '../../../platform/audit-log';
import type { App } from '../../../platform/module';
import { requireStaff } from '../../identity/public';
import { decideProofOfFunds, proofDocument, proofsForStaff } from '../proofs-of-funds';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const tags = ['staff'];
const Params = z.object({ pk: z.uuid() });

/** The staff's pre-approval queue (decision 256): list, read the documents, approve or reject — each decision audited. */
export function registerStaffProofOfFundsRoutes(app: App, context: AppContext) {
  app.get(
    '/api/staff/v1/proofs-of-funds',
    {
      schema: {
        tags,
        summary: 'Proofs of funds of a status (pending: oldest first), with who sent them (staff only)',
        querystring: z.object({ status: ProofOfFundsStatusSchema.default('pending') }),
        response: { 200: StaffProofOfFundsListSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      reply.header('cache-control', 'no-store');
      return { results: await proofsForStaff(context.db, request.query.status) };
    },
  );

  app.get(
    '/api/staff/v1/proofs-of-funds/:pk/files/:filePk',
    { schema: { tags, summary: 'A document of a proof of funds (staff only, downloaded, never rendered inline)', params: Params.extend({ filePk: z.uuid() }) } },
    async (request, reply) => {
      await requireStaff(request);
      const document = await proofDocument(context, request.params.pk, request.params.filePk);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="proof-of-funds-${request.params.filePk}.${document.extension}"`);
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      reply.type(document.type);
      return reply.send(document.bytes);
    },
  );

  app.post(
    '/api/staff/v1/proofs-of-funds/:pk/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending proof of funds for its amount (or a lower one): the collector may bid up to it; audited',
        params: Params,
        body: StaffProofOfFundsApproveSchema,
        response: { 200: ProofOfFundsSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const principal = await requireStaff(request);
      return decideProofOfFunds(context, auditActor(request, principal), request.params.pk, { approve: true, amountUsd: request.body?.amountUsd });
    },
  );

  app.post(
    '/api/staff/v1/proofs-of-funds/:pk/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending proof of funds with a reason the collector sees; audited',
        params: Params,
        body: StaffProofOfFundsRejectSchema,
        response: { 200: ProofOfFundsSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const principal = await requireStaff(request);
      return decideProofOfFunds(context, auditActor(request, principal), request.params.pk, { approve: false, reason: request.body.reason });
    },
  );
}
