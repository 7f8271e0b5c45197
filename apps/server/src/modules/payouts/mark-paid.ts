import { and, eq } from 'drizzle-orm';
import { payouts } from '@caskmark/db';
import { PAYOUT_ALREADY_PAID_MESSAGE, type MarkPaidBody, type StaffPayout } from '@caskmark/shared/api/staff-payouts';
import type { AppContext } from '../../context';
import { recordAudit, type AuditActor } from '../../platform/audit-log';
import { conflict, notFound } from '../../platform/errors';
import { payoutByPk } from './payout-queue';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * POST /api/staff/v1/payouts/{pk}/mark-paid (decision 294): owed → paid with the business time, the
 * staff member and the bank reference, conditional on `owed` so two clicks mark it once, and the audit
 * row `payout.mark_paid` in the same transaction. A second call answers 409.
 */
export async function markPayoutPaid(context: AppContext, actor: AuditActor, publicPk: string, body: MarkPaidBody): Promise<StaffPayout> {
  if (!isUuid(publicPk)) throw notFound('Payout');
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payouts)
      .set({ status: 'paid', paidAt: now, paidBy: actor.userPk, reference: body.reference })
      .where(and(eq(payouts.publicPk, publicPk.toLowerCase()), eq(payouts.status, 'owed')))
      .returning();
    if (!moved) {
      const [existing] = await tx.select({ status: payouts.status }).from(payouts).where(eq(payouts.publicPk, publicPk.toLowerCase()));
      if (!existing) throw notFound('Payout');
      throw conflict(PAYOUT_ALREADY_PAID_MESSAGE, { code: 'already_paid' });
    }
    await recordAudit(
      tx,
      actor,
      {
        action: 'payout.mark_paid',
        subjectType: 'payout',
        subjectPk: moved.publicPk,
        before: { status: 'owed' },
        after: { status: 'paid', reference: body.reference, paidAt: now, sellerAmountCents: moved.sellerAmountCents, sellerPk: moved.sellerPk },
      },
      now,
    );
  });
  return (await payoutByPk(context, publicPk.toLowerCase()))!;
}
