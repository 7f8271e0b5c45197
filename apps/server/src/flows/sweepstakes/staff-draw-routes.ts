import { z } from 'zod';
import { StaffDrawListSchema } from '@caskmark/shared/api/sweepstakes';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { requireStaff } from '../../modules/identity/public';
import { staffDraws } from '../../modules/sweepstakes/public';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());

/** Staff see every draw: commitment, entries, revealed seed, winners and the fees taken (decision 360). */
export function registerStaffDrawRoutes(app: App, context: AppContext) {
  app.get(
    '/api/staff/v1/draws',
    { schema: { tags: ['staff'], summary: 'Every sweepstakes and shuffle draw with its figures (staff only)', response: { 200: StaffDrawListSchema, 401: ErrorSchema, 403: ErrorSchema } } },
    async (request, reply) => {
      await requireStaff(request);
      reply.header('cache-control', 'no-store');
      return { results: await staffDraws(context) };
    },
  );
}
