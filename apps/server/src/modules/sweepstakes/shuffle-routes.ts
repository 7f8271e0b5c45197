import { z } from 'zod';
import { ShuffleDepositSchema } from '@caskmark/shared/api/sweepstakes';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { notFound } from '../../platform/errors';
import { requireUser } from '../identity/public';
import { createEntry, entryByPk, requireEntry } from './entries';
import { presentDeposit } from './presenters';

const tags = ['release: Shuffle'];
const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const PackRef = z.object({ releasePackPublicPk: z.uuid() });

/** Shuffle deposits (decision 362): one per collector and pack, held on a card until the draw. */
export function registerShuffleRoutes(app: App, context: AppContext) {
  app.post(
    '/api/release/v3/shuffle/deposit',
    { schema: { tags, summary: 'Join a shuffle: my deposit (the listing price, held not charged) while the lobby is open; the existing one if any', body: PackRef, response: { 200: ShuffleDepositSchema, ...errors } } },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return presentDeposit(context, await createEntry(context, 'shuffle', request.body.releasePackPublicPk, principal.userPk));
    },
  );

  app.get(
    '/api/release/v3/shuffle/deposit',
    { schema: { tags, summary: 'My deposit in a shuffle (404 when none)', querystring: PackRef, response: { 200: ShuffleDepositSchema, ...errors } } },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return presentDeposit(context, await requireEntry(context.db, request.query.releasePackPublicPk, principal.userPk));
    },
  );

  app.get(
    '/api/release/v3/shuffle/deposit/:lotteryDepositPublicPk',
    { schema: { tags, summary: 'One of my deposits (the shuffleCongrats page)', params: z.object({ lotteryDepositPublicPk: z.uuid() }), response: { 200: ShuffleDepositSchema, ...errors } } },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.header('cache-control', 'no-store');
      const entry = await entryByPk(context.db, request.params.lotteryDepositPublicPk);
      if (!entry || entry.userPk !== principal.userPk || entry.kind !== 'shuffle') throw notFound('Deposit');
      return presentDeposit(context, entry);
    },
  );
}
