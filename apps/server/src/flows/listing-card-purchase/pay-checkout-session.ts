import { LISTING_CARD_EXPIRED_MESSAGE } from '@caskmark/shared/api/listing-card-purchase';
import type { PaymentResult, PaymentSubmission } from '@caskmark/shared/api/payments';
import type { AppContext } from '../../context';
import { authorizeCard, voidIntent } from '../../modules/payments/public';
import { badRequest } from '../../platform/errors';
import { workflowsOf } from '../../platform/workflows';
import { requireCompleteProfile } from './complete-profile';
import { ownPurchase } from './purchase-reads';
import { purchaseByPk } from './purchase-rows';
import { LISTING_CARD_WORKFLOW } from './purchase-state';

/**
 * `POST /services/fiat/v1/payments/capture` with `checkoutSessionPublicPk` = a listing's card checkout
 * (decision 340): the checkout's card flow (hosted-fields token, 3-D Secure, `uniqueId` as the
 * attempt's key) for the purchase's amount, which is the server's. A held purchase that lapsed is
 * refused before the PSP; an authorization that arrives after it lapsed is voided at once. Whatever
 * the PSP answers, the purchase's run is woken.
 */
export async function payCheckoutSession(context: AppContext, userPk: string, submission: PaymentSubmission & { checkoutSessionPublicPk: string }): Promise<PaymentResult> {
  const row = await ownPurchase(context, userPk, submission.checkoutSessionPublicPk);
  const lapsed = row.status === 'failed' || (row.status === 'pending' && row.expiresAt.getTime() <= context.clock.nowMs());
  if (lapsed) throw badRequest(row.failureReason ?? LISTING_CARD_EXPIRED_MESSAGE, { code: 'checkout_expired' });
  await requireCompleteProfile(context, userPk);
  const outcome = await authorizeCard(context, { purpose: 'listing', referencePk: row.publicPk, userPk, amountCents: row.amountCents, idempotencyKey: submission.uniqueId, submission });
  const engine = await workflowsOf(context);
  if (outcome.result.status === 'AUTHORIZED' && outcome.intent) {
    const now = await purchaseByPk(context.db, row.publicPk);
    if (now?.status === 'failed') {
      await voidIntent(context, outcome.intent.publicPk, 'the hold lapsed during the payment');
      throw badRequest(now.failureReason ?? LISTING_CARD_EXPIRED_MESSAGE, { code: 'checkout_expired' });
    }
  }
  await engine.poke(LISTING_CARD_WORKFLOW, row.publicPk);
  return outcome.result;
}
