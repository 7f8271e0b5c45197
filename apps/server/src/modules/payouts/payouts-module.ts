import { z } from 'zod';
import { MarkPaidBodySchema, PayoutQuerySchema, PayoutQueueSchema, StaffPayoutSchema } from '@caskmark/shared/api/staff-payouts';
import { auditActor } from '../../platform/audit-log';
import type { ServerModule } from '../../platform/module';
import { requireStaff, requireStepUp } from '../identity/public';
import { markPayoutPaid } from './mark-paid';
import { payoutQueue } from './payout-queue';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const tags = ['staff'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/** Payouts owed to sellers for card sales (decisions 294, 340): the console's queue and Mark paid. */
export const payoutsModule: ServerModule = {
  name: 'payouts',
  routes(app, context) {
    app.get(
      '/api/staff/v1/payouts',
      {
        schema: {
          tags,
          summary: 'Payouts owed to sellers for card sales, newest first, 25 a page, with the count of each tab (staff only)',
          querystring: PayoutQuerySchema,
          response: { 200: PayoutQueueSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
        },
      },
      async (request, reply) => {
        await requireStaff(request);
        reply.header('cache-control', 'no-store');
        return payoutQueue(context, request.query);
      },
    );

    app.post(
      '/api/staff/v1/payouts/:pk/mark-paid',
      {
        schema: {
          tags,
          summary: 'Mark a payout paid with the bank or transfer reference (staff, step-up MFA); audited in the same transaction',
          params: z.object({ pk: z.string().min(1).max(100) }),
          body: MarkPaidBodySchema,
          response: { 200: StaffPayoutSchema, ...errors },
        },
      },
      async (request) => {
        await requireStaff(request);
        const principal = await requireStepUp(request, request.body.code);
        return markPayoutPaid(context, auditActor(request, principal), request.params.pk, request.body);
      },
    );
  },
};
