import { z } from 'zod';
import { PAYMENT_INVALID_REQUEST_MESSAGE, PaymentResultSchema } from '@caskmark/shared/api/payments';
import { ALREADY_REDEEMED_MESSAGE, RedeemFeeSubmissionSchema } from '@caskmark/shared/api/redemption';
import type { AppContext } from '../../context';
import { badRequest } from '../../platform/errors';
import type { App } from '../../platform/module';
import { workflowsOf } from '../../platform/workflows';
import { requireUser } from '../../modules/identity/public';
import { authorizeCard, authorizeSavedCard } from '../../modules/payments/public';
import { readableRedemption } from './redemption-reads';
import { REDEMPTION_WORKFLOW } from './redemption-state';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
export const NOTHING_TO_PAY_MESSAGE = 'This redemption has no shipping fee to pay.';

/**
 * POST /services/fiat/v1/payments/capture-redeem (spec part 2 §7): the shipping fee by card, through
 * the one payments domain (decision 170) with the checkout's card flow — hosted-fields token, 3-D
 * Secure, `uniqueId` as the attempt's key. The amount is the request's, computed by the server; a
 * second live payment for the same request is refused before the PSP. A saved card of the collector
 * (`paymentInstrumentPublicPk`, decision 278) pays like checkout's pre-saved call, 3-D Secure included. Whatever the PSP answers, the
 * request's run is woken: it captures and burns once the money is authorized, and keeps waiting after
 * a refusal (another card may follow).
 */
export function registerCaptureRedeemRoute(app: App, context: AppContext) {
  app.post(
    '/services/fiat/v1/payments/capture-redeem',
    {
      schema: {
        tags: ['redemption'],
        summary:
          'Pay the shipping fee of a redemption with a card (redeemNftPublicPk = the request; again with the 3-D Secure result after a challenge), or with a saved card (paymentInstrumentPublicPk, no card token)',
        body: RedeemFeeSubmissionSchema,
        response: { 200: PaymentResultSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const submission = request.body;
      if (!submission.redeemNftPublicPk) throw badRequest(PAYMENT_INVALID_REQUEST_MESSAGE, { code: 'unsupported_reference' });
      const row = await readableRedemption(context, { userPk: principal.userPk, groups: [] }, submission.redeemNftPublicPk);
      if (row.isFree) throw badRequest(NOTHING_TO_PAY_MESSAGE, { code: 'nothing_to_pay' });
      // A paid request answers a replayed attempt with its stored result; only a new attempt is refused.
      if (row.status === 'cancelled') throw badRequest(PAYMENT_INVALID_REQUEST_MESSAGE, { code: 'redemption_cancelled' });
      const ref = { purpose: 'redeem' as const, referencePk: row.publicPk, userPk: principal.userPk, amountCents: row.priceCents, idempotencyKey: submission.uniqueId };
      const outcome = submission.paymentInstrumentPublicPk
        ? await authorizeSavedCard(context, { ...ref, instrumentPk: submission.paymentInstrumentPublicPk })
        : await authorizeCard(context, { ...ref, submission });
      if (row.status !== 'pending' && outcome.result.status !== 'AUTHORIZED') throw badRequest(ALREADY_REDEEMED_MESSAGE, { code: 'already_paid' });
      await (await workflowsOf(context)).poke(REDEMPTION_WORKFLOW, row.publicPk);
      return outcome.result;
    },
  );
}
