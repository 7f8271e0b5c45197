import { z } from 'zod';
import { PAYMENT_INVALID_REQUEST_MESSAGE, PaymentResultSchema, PaymentSubmissionSchema } from '@caskmark/shared/api/payments';
import { ENTRY_ALREADY_PAID_MESSAGE, QUESTIONNAIRE_FIRST_MESSAGE } from '@caskmark/shared/api/sweepstakes';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../platform/errors';
import type { App } from '../../platform/module';
import { requireUser } from '../../modules/identity/public';
import { authorizeCard } from '../../modules/payments/public';
import { drawPackOf, requireEntry, requireOpen, type DrawKind } from '../../modules/sweepstakes/public';
import { settleEntryPayment } from './entry-payments';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/**
 * Pays an entry by card through the one payments domain (decision 170) with the checkout's card flow:
 * hosted-fields token, 3-D Secure, `uniqueId` as the attempt's key — the same key replayed answers the
 * stored result and makes no second charge; a second attempt for a paid entry is refused before the
 * PSP. The amount is the entry's, computed by the server. Once authorized the fee is captured (a
 * shuffle deposit is held) and the entry is paid, in this request or — after a crash — by the draw task.
 */
async function payEntry(context: AppContext, kind: DrawKind, userPk: string, packPk: string | undefined, submission: z.infer<typeof PaymentSubmissionSchema>) {
  if (!packPk) throw badRequest(PAYMENT_INVALID_REQUEST_MESSAGE, { code: 'unsupported_reference' });
  const pack = await drawPackOf(context.db, packPk, kind);
  const entry = await requireEntry(context.db, packPk, userPk);
  if (entry.status === 'inProgress') {
    requireOpen(pack, context.clock.now());
    if (kind === 'sweepstakes' && !entry.questionnaire) throw badRequest(QUESTIONNAIRE_FIRST_MESSAGE, { code: 'questionnaire_missing' });
  }
  let outcome: Awaited<ReturnType<typeof authorizeCard>>;
  try {
    // A paid entry answers its own attempt's replay with the stored result; a new attempt is refused before the PSP.
    outcome = await authorizeCard(context, { purpose: 'sweepstakes', referencePk: entry.publicPk, userPk, amountCents: entry.amountCents, idempotencyKey: submission.uniqueId, submission });
  } catch (error) {
    if (entry.status !== 'inProgress' && error instanceof AppError && error.status === 409) throw badRequest(ENTRY_ALREADY_PAID_MESSAGE, { code: 'already_paid' });
    throw error;
  }
  if (outcome.result.status === 'AUTHORIZED') await settleEntryPayment(context, entry.publicPk);
  return outcome.result;
}

export function registerCaptureRoutes(app: App, context: AppContext) {
  app.post(
    '/services/fiat/v1/payments/capture-sweepstakes',
    {
      schema: {
        tags: ['release: Sweepstakes'],
        summary: 'Pay a sweepstakes entry fee by card (sweepstakesPublicPk = the sweepstakes pack; again with the 3-D Secure result after a challenge)',
        body: PaymentSubmissionSchema,
        response: { 200: PaymentResultSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      return payEntry(context, 'sweepstakes', principal.userPk, request.body.sweepstakesPublicPk, request.body);
    },
  );

  app.post(
    '/services/fiat/v1/payments/capture-shuffle-deposit',
    {
      schema: {
        tags: ['release: Shuffle'],
        summary: 'Hold a shuffle deposit on a card (sweepstakesPublicPk = the shuffle pack): captured if the draw gives you an edition, released at once if not',
        body: PaymentSubmissionSchema,
        response: { 200: PaymentResultSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      return payEntry(context, 'shuffle', principal.userPk, request.body.sweepstakesPublicPk, request.body);
    },
  );
}
