import { z } from 'zod';
import { ProofOfFundsSchema } from '@caskmark/shared/api/proof-of-funds';
import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { requireUser } from '../../identity/public';
import { latestProofOfFunds } from '../proofs-of-funds';

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
}
