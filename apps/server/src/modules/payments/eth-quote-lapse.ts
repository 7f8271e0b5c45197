import { and, eq, sql } from 'drizzle-orm';
import { paymentIntents, paymentLedger } from '@caskmark/db';
import { ETH_QUOTE_EXPIRED_REASON } from '@caskmark/shared/api/payments';
import type { Hash } from 'viem';
import type { AppContext } from '../../context';
import { startClockTask } from '../../platform/clock-task';
import { jobsOf } from '../../platform/jobs';
import { chainOf } from '../chain/public';
import { confirmEthTransaction } from './eth-confirm';
import { ETH_RETURNS_QUEUE, queueEthReturns } from './eth-payments';
import { ethDetailsOf, ethWaitsUntil } from './eth-quotes';
import { returnEthPayments } from './eth-refunds';
import { voidEthIntent } from './eth-void';

export const ETH_QUOTE_LAPSE_TASK = 'payments.eth-quote-lapse';

/**
 * One pass over ETH quotes on the business clock (decision 220): an intent still waiting once its
 * quote lapsed (or 30 minutes after its announced transaction) is given up — voided, which tells its
 * flow (the checkout fails and releases the editions). The chain is read first, so a payment mined
 * just before the lapse but not indexed yet still counts; one that arrives afterwards is refused and
 * goes back to its payer.
 */
export async function lapseEthQuotes(context: AppContext): Promise<number> {
  const now = context.clock.nowMs();
  const waiting = await context.db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.rail, 'eth'), eq(paymentIntents.status, 'awaiting_transfer'), sql`(${paymentIntents.details} ->> 'quotedUntil')::timestamptz <= ${new Date(now).toISOString()}::timestamptz`));
  const due = waiting.filter((row) => ethWaitsUntil(ethDetailsOf(row)).getTime() <= now);
  if (due.length === 0) return 0;
  const live = chainOf(context).live;
  await live?.indexer.syncNow().catch((error) => context.log.warn({ err: error }, 'payments: the chain could not be read before ETH quotes lapsed'));
  let lapsed = 0;
  for (const row of due) {
    const announced = ethDetailsOf(row).announcedHash;
    if (announced && live) {
      await confirmEthTransaction(context, row.publicPk, announced as Hash).catch(() => undefined);
    }
    const voided = await voidEthIntent(context, row.publicPk, ETH_QUOTE_EXPIRED_REASON, ETH_QUOTE_EXPIRED_REASON).catch(() => null);
    if (voided?.status !== 'voided') continue;
    lapsed += 1;
  }
  return lapsed;
}

/** Payments whose money should go back and has not (a lost job, a failed send): queued again. */
export async function requeueEthReturns(context: AppContext): Promise<void> {
  const owed = await context.db
    .selectDistinct({ intentPk: paymentLedger.intentPk })
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.kind, 'eth_received'),
        sql`(${paymentLedger.details} ->> 'returnWei')::numeric > 0`,
        sql`not exists (select 1 from payment_ledger r where r.source_key = 'eth-refund:' || ${paymentLedger.sourceKey} || ':return')`,
      ),
    );
  for (const { intentPk } of owed) await queueEthReturns(context, intentPk);
}

/**
 * The ETH rail's background work: the returns worker, and the lapse pass every 5 s of wall time, after
 * every clock advance (POST /dev/clock) and on a pg-boss cron (one minute), which also re-queues
 * returns that were never sent.
 */
export async function startEthRail(context: AppContext, everyMs = 5_000): Promise<void> {
  const jobs = await jobsOf(context);
  await jobs.process<{ intentPk: string }>(ETH_RETURNS_QUEUE, (data) => returnEthPayments(context, data.intentPk), {
    retryLimit: 10,
    retryDelaySeconds: 5,
    pollingIntervalSeconds: 1,
    policy: 'stately',
  });
  await startClockTask(context, {
    name: ETH_QUOTE_LAPSE_TASK,
    everyMs,
    failure: 'ETH quote lapse failed',
    run: async () => {
      const lapsed = await lapseEthQuotes(context);
      if (lapsed > 0) context.log.info({ lapsed }, 'ETH quotes lapsed without a payment');
    },
    onCron: () => requeueEthReturns(context),
  });
}
