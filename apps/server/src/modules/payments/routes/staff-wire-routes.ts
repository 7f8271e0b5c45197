import { z } from 'zod';
import { WireTransferStatusSchema } from '@caskmark/shared/api/payments';
import { StaffWireDecisionSchema as DecisionSchema, StaffWireRejectSchema, StaffWireTransferListSchema } from '@caskmark/shared/api/staff-wire-transfers';
import type { AppContext } from '../../../context';
import { auditActor } from '../../../platform/audit-log';
import type { App } from '../../../platform/module';
import { requireStaff } from '../../identity/public';
import { confirmWire, listWireTransfers, rejectWire, wireReceipt, type WireRow } from '../wire';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const tags = ['staff'];
const Params = z.object({ pk: z.string().max(100) });

const decided = (row: WireRow) => ({ publicPk: row.publicPk, status: row.status, rejectReason: row.rejectReason, reviewedAt: row.reviewedAt?.toISOString() ?? null });

/** The staff's wire queue (decision 170): list, read the proof, confirm or reject — each decision audited. */
export function registerStaffWireRoutes(app: App, context: AppContext) {
  app.get(
    '/api/staff/v1/wire-transfers',
    {
      schema: {
        tags,
        summary: 'Wire transfers: waiting ones first (oldest first), then decided ones (staff only)',
        querystring: z.object({ status: WireTransferStatusSchema.optional() }),
        response: { 200: StaffWireTransferListSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      reply.header('cache-control', 'no-store');
      return { results: await listWireTransfers(context, request.query.status ?? null) };
    },
  );

  app.get(
    '/api/staff/v1/wire-transfers/:pk/receipt',
    { schema: { tags, summary: 'The proof of transfer file (staff only, downloaded, never rendered inline)', params: Params } },
    async (request, reply) => {
      await requireStaff(request);
      const receipt = await wireReceipt(context, request.params.pk);
      const extension = receipt.type === 'application/pdf' ? 'pdf' : receipt.type === 'image/png' ? 'png' : 'jpg';
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="wire-proof-${request.params.pk}.${extension}"`);
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      reply.type(receipt.type);
      return reply.send(receipt.bytes);
    },
  );

  app.post(
    '/api/staff/v1/wire-transfers/:pk/confirm',
    {
      schema: {
        tags,
        summary: 'The money arrived: confirm the wire (the order completes); audited',
        params: Params,
        response: { 200: DecisionSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const principal = await requireStaff(request);
      return decided(await confirmWire(context, auditActor(request, principal), request.params.pk));
    },
  );

  app.post(
    '/api/staff/v1/wire-transfers/:pk/reject',
    {
      schema: {
        tags,
        summary: 'Refuse the wire with a reason (the order fails, holds are released); audited',
        params: Params,
        body: StaffWireRejectSchema,
        response: { 200: DecisionSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const principal = await requireStaff(request);
      return decided(await rejectWire(context, auditActor(request, principal), request.params.pk, request.body.reason));
    },
  );
}
