import { z } from 'zod';
import { AuditLogPageSchema, AuditLogQuerySchema } from '@caskmark/shared/api/staff';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { requireStaff } from '../identity/public';
import { auditLogPage } from './audit-log-queries';
import { LockBodySchema, RoleBodySchema, StaffUserDetailSchema, StaffUserListSchema, UserSearchQuerySchema } from '@caskmark/shared/api/staff-users';
import { searchUsers, userDetail } from './user-queries';
import { setLock, setRole } from './user-actions';
import { registerMetricsRoutes } from './metrics-routes';

const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const tags = ['staff'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const UserParams = z.object({ pk: z.uuid() });
const Groups = z.object({ groups: z.array(z.string()) });

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

  registerUserRoutes(app, context);
  registerMetricsRoutes(app, context);
}

/** Users (decision 292): search, one person's activity, lock and unlock, roles with step-up MFA. */
function registerUserRoutes(app: App, context: AppContext) {
  app.get(
    '/api/staff/v1/users',
    { schema: { tags, summary: 'Find people by e-mail, handler or wallet address (staff only)', querystring: UserSearchQuerySchema, response: { 200: StaffUserListSchema, ...errors } } },
    async (request, reply) => {
      await requireStaff(request);
      reply.header('cache-control', 'no-store');
      return { results: await searchUsers(context.db, request.query.q) };
    },
  );
  app.get(
    '/api/staff/v1/users/:pk',
    { schema: { tags, summary: 'A person with their orders, bids, wallets and redemptions (staff only)', params: UserParams, response: { 200: StaffUserDetailSchema, ...errors } } },
    async (request, reply) => {
      await requireStaff(request);
      reply.header('cache-control', 'no-store');
      return userDetail(context.db, request.params.pk);
    },
  );
  for (const locked of [true, false]) {
    app.post(
      `/api/staff/v1/users/:pk/${locked ? 'lock' : 'unlock'}`,
      { schema: { tags, summary: locked ? 'Lock an account: sessions end, every call is refused' : 'Unlock an account', params: UserParams, body: LockBodySchema, response: { 200: z.object({ locked: z.boolean() }), ...errors } } },
      async (request) => {
        await setLock(request, context, request.params.pk, locked, request.body.reason);
        return { locked };
      },
    );
  }
  for (const grant of [true, false]) {
    app.post(
      `/api/staff/v1/users/:pk/roles/${grant ? 'grant' : 'revoke'}`,
      { schema: { tags, summary: `${grant ? 'Grant' : 'Revoke'} staff or a brand group (staff only, step-up MFA)`, params: UserParams, body: RoleBodySchema, response: { 200: Groups, ...errors } } },
      async (request) => ({ groups: await setRole(request, context, request.params.pk, request.body, grant) }),
    );
  }
}
