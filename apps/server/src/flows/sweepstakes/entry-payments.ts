import { eq } from 'drizzle-orm';
import { drawEntries } from '@caskmark/db';
import type { AppContext } from '../../context';
import { capture, intentsFor, refundIntent, voidIntent } from '../../modules/payments/public';
import { entryByPk, markEntryPaid } from '../../modules/sweepstakes/public';

/**
 * Follows an entry's payment to its end, from the payments domain's state (never the browser's word):
 * a sweepstakes fee authorized by the card's issuer is captured at once (keyed, so one charge however
 * often this runs) and the entry becomes paid; an ETH payment arrives captured. A shuffle deposit is only
 * held: an authorized deposit makes the entry paid (decision 362). Money that arrives for an entry that
 * can no longer take it (already paid, drawn, or a different amount) goes back.
 */
export async function settleEntryPayment(context: AppContext, entryPk: string): Promise<boolean> {
  const entry = await entryByPk(context.db, entryPk);
  if (!entry) return false;
  const intents = await intentsFor(context, 'sweepstakes', entryPk);
  let paid = false;
  for (const intent of intents) {
    if (intent.status !== 'authorized' && intent.status !== 'captured') continue;
    const usable = entry.status === 'inProgress' && entry.outcome === null && intent.amountCents === entry.amountCents && !paid;
    const isTheOne = entry.paidIntentPk === intent.publicPk;
    if (!usable && !isTheOne) {
      if (intent.status === 'authorized') await voidIntent(context, intent.publicPk, 'sweepstakes entry no longer payable');
      else await refundIntent(context, intent.publicPk, 'sweepstakes entry no longer payable');
      continue;
    }
    if (isTheOne) continue;
    if (entry.kind === 'sweepstakes' && intent.status === 'authorized') {
      const captured = await capture(context, intent.publicPk);
      if (captured.status !== 'captured') continue;
    }
    paid = await markEntryPaid(context.db, entry.publicPk, intent.publicPk, context.clock.now());
  }
  return paid;
}

/** The pass's sweep: every entry still in progress whose payment may have moved (a crash, a missed job). */
export async function settlePendingEntries(context: AppContext): Promise<number> {
  const pending = await context.db.select({ publicPk: drawEntries.publicPk }).from(drawEntries).where(eq(drawEntries.status, 'inProgress'));
  let settled = 0;
  for (const entry of pending) if (await settleEntryPayment(context, entry.publicPk)) settled += 1;
  return settled;
}
