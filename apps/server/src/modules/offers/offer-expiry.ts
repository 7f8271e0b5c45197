import { and, eq, sql } from 'drizzle-orm';
import { offers } from '@caskmark/db';
import type { AppContext } from '../../context';
import { startClockTask } from '../../platform/clock-task';
import { offersWhere } from './offer-repository';
import { effectiveStatus } from './offer-status';

export const OFFER_EXPIRY_TASK = 'offers.expire';

/**
 * One pass (decision 333): every open offer whose effective status moved on (expired on the business
 * clock, purchased through its private listing, ended because its edition was burned, gifted or sold)
 * is written so. Each write is guarded by the status read, so passes side by side cannot disagree.
 */
export async function settleOffers(context: AppContext): Promise<number> {
  let changed = 0;
  for (let round = 0; round < 20; round += 1) {
    const nowMs = context.clock.nowMs();
    const rows = await offersWhere(context.db, sql`o.status in ('active', 'countered', 'accepted')`, 500);
    let roundChanged = 0;
    for (const row of rows) {
      const next = effectiveStatus(row, nowMs);
      if (next.status === row.status) continue;
      const done = await context.db
        .update(offers)
        .set({ status: next.status, endReason: next.endReason, updatedAt: new Date(nowMs) })
        .where(and(eq(offers.publicPk, row.public_pk), eq(offers.status, row.status as 'active')))
        .returning({ publicPk: offers.publicPk });
      roundChanged += done.length;
    }
    changed += roundChanged;
    if (rows.length < 500 || roundChanged === 0) break;
  }
  return changed;
}

export async function startOfferExpiry(context: AppContext, everyMs = 10_000): Promise<void> {
  await startClockTask(context, {
    name: OFFER_EXPIRY_TASK,
    everyMs,
    failure: 'offer expiry failed',
    run: async () => {
      const changed = await settleOffers(context);
      if (changed > 0) context.log.info({ changed }, 'offers settled');
    },
  });
}
