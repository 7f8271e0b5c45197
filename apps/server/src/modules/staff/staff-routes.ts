import { z } from 'zod';
import { AuditLogPageSchema, AuditLogQuerySchema } from '@caskmark/shared/api/staff';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { requireStaff } from '../identity/public';
import { auditLogPage } from './audit-log-queries';

const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const tags = ['staff'];

/** The console's own reads (decision 201); queues of other domains register their staff calls themselves. */
export function registerStaffRoutes(app: App, context: AppContext) {
  app.get(
    '/api/staff/v1/audit-log',
    {
      schema: {
        tags,
        summary: 'Every staff and producer action, newest first (staff only)',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      reply.header('cache-control', 'no-store');
      return auditLogPage(context.db, request.query);
    },
  );
}
