import type { AppContext } from '../../context';
import { startClockTask } from '../../platform/clock-task';
import { resumePendingRefunds } from './staff-refunds';

export const REFUND_RESUME_TASK = 'payments.refund-resume';

/** Finishes staff refunds a crash or a timeout left pending (decision 296), on the business clock. */
export async function startRefundResume(context: AppContext, everyMs = 15_000): Promise<void> {
  await startClockTask(context, {
    name: REFUND_RESUME_TASK,
    everyMs,
    failure: 'payments: resuming pending refunds failed',
    run: async () => {
      const finished = await resumePendingRefunds(context);
      if (finished > 0) context.log.info({ finished }, 'payments: pending refunds finished');
    },
  });
}
