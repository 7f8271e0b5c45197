import { z } from 'zod';
import { RefundBodySchema, RefundQuerySchema, RefundQueueSchema, StaffRefundSchema } from '@caskmark/shared/api/staff-refunds';
import type { AppContext } from '../../../context';
import { auditActor } from '../../../platform/audit-log';
import type { App } from '../../../platform/module';
import { requireStaff, requireStepUp } from '../../identity/public';
import { refundPayment, refundQueue } from '../staff-refunds';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const tags = ['staff'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/** The refunds queue (decision 296): paid orders' payments, refunded in full or in part with a reason. */
export function registerStaffRefundRoutes(app: App, context: AppContext) {
  app.get(
    '/api/staff/v1/refunds',
    {
      schema: {
        tags,
        summary: 'Paid payments with what was refunded, newest first, with the count of each filter (staff only)',
        querystring: RefundQuerySchema,
        response: { 200: RefundQueueSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      reply.header('cache-control', 'no-store');
      return refundQueue(context, request.query);
    },
  );

  app.post(
    '/api/staff/v1/refunds',
    {
      schema: {
        tags,
        summary: 'Refund a payment in full or in part with a reason (staff, step-up MFA); persisted and audited first',
        body: RefundBodySchema,
        response: { 201: StaffRefundSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      const principal = await requireStepUp(request, request.body.code);
      const refund = await refundPayment(context, auditActor(request, principal), request.body);
      return reply.status(201).send(refund);
    },
  );
}
