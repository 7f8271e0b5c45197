import type { PublishedDraw } from '@caskmark/shared/api/sweepstakes';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { allDraws, commitDraw, drawOfPack, drawPackOf, windowOf } from './draw-packs';
import { entriesOfPack } from './entries';
import { presentDraw } from './presenters';

/** Entries that hold tickets before the draw: paid sweepstakes fees and held shuffle deposits. */
async function liveCounts(context: AppContext, packPk: string): Promise<{ entrantCount: number; ticketCount: number }> {
  const paid = (await entriesOfPack(context.db, packPk)).filter((entry) => entry.status !== 'inProgress');
  return { entrantCount: paid.length, ticketCount: paid.reduce((sum, entry) => sum + entry.quantity, 0) };
}

/** GET .../sweepstakes/{id}/draw: an opened pack always has its commitment (made here if the task has not yet). */
export async function publishedDraw(context: AppContext, packPk: string): Promise<PublishedDraw> {
  const pack = await drawPackOf(context.db, packPk);
  const now = context.clock.now();
  let draw = await drawOfPack(context.db, packPk);
  if (!draw && windowOf(pack, now) !== 'notOpen') draw = await commitDraw(context.db, pack, now);
  if (!draw) throw notFound('Draw');
  return presentDraw(context, pack, draw, await liveCounts(context, packPk));
}

/** Staff: every draw with the money its entries paid. */
export async function staffDraws(context: AppContext): Promise<Array<PublishedDraw & { paidAmountUsd: number }>> {
  const results: Array<PublishedDraw & { paidAmountUsd: number }> = [];
  for (const draw of await allDraws(context.db)) {
    const pack = await drawPackOf(context.db, draw.releasePackPk);
    const entries = await entriesOfPack(context.db, draw.releasePackPk);
    const paidCents = entries.filter((entry) => entry.paidAt !== null).reduce((sum, entry) => sum + entry.amountCents, 0);
    results.push({ ...(await presentDraw(context, pack, draw, await liveCounts(context, draw.releasePackPk))), paidAmountUsd: paidCents / 100 });
  }
  return results;
}
