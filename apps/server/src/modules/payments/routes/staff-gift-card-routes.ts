import { z } from 'zod';
import { GiftCardIssueQuerySchema, IssuedGiftCardListSchema, IssuedGiftCardSchema, IssueGiftCardBodySchema } from '@caskmark/shared/api/staff-gift-cards';
import type { AppContext } from '../../../context';
import { auditActor } from '../../../platform/audit-log';
import type { App } from '../../../platform/module';
import { requireStaff } from '../../identity/public';
import { issuedGiftCards, issueStaffGiftCard } from '../staff-gift-cards';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const tags = ['staff'];

/** Gift-card issuance (decision 297): staff give an account a balance, with a reason, audited. */
export function registerStaffGiftCardRoutes(app: App, context: AppContext) {
  app.get(
    '/api/staff/v1/gift-cards',
    {
      schema: {
        tags,
        summary: 'Gift cards staff issued, newest first, with the count of each status (staff only)',
        querystring: GiftCardIssueQuerySchema,
        response: { 200: IssuedGiftCardListSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      reply.header('cache-control', 'no-store');
      return issuedGiftCards(context, request.query);
    },
  );

  app.post(
    '/api/staff/v1/gift-cards',
    {
      schema: {
        tags,
        summary: 'Issue a gift card to an account (pending until accepted); audited',
        body: IssueGiftCardBodySchema,
        response: { 201: IssuedGiftCardSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = await requireStaff(request);
      return reply.status(201).send(await issueStaffGiftCard(context, auditActor(request, principal), request.body));
    },
  );
}
