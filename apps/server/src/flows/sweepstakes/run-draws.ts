import { and, eq, isNull } from 'drizzle-orm';
import { draws, type PublishedDrawEntry } from '@caskmark/db';
import { drawWinners } from '@caskmark/shared/rules/verifiable-draw';
import type { AppContext } from '../../context';
import { recordAudit } from '../../platform/audit-log';
import { commitDraw, drawPackOf, entriesOfPack, handlersOf, openedDrawPacks, prizeEditions, undrawnDraws, updateEntry, windowOf, type DrawRow } from '../../modules/sweepstakes/public';

/** Every opened pack has its commitment (the hash is public from the opening, decision 360). */
export async function commitOpenedDraws(context: AppContext): Promise<number> {
  let made = 0;
  const now = context.clock.now();
  for (const pack of await openedDrawPacks(context.db, now)) {
    const before = await context.db.select({ publicPk: draws.publicPk }).from(draws).where(eq(draws.releasePackPk, pack.publicPk));
    if (before.length > 0) continue;
    await commitDraw(context.db, pack, now);
    made += 1;
  }
  return made;
}

/**
 * The draw of one closed pack, once, in one transaction under the draw's row lock: the paid entries are
 * frozen into the published list (publicPk, handler, weight), the winners computed from the committed
 * seed, the prizes (the pack's free editions by number) assigned, every entry given its outcome and the
 * seed revealed; an audit row records it (actor: the system). Entries still unpaid at the close are void.
 */
async function drawOne(context: AppContext, open: DrawRow): Promise<boolean> {
  const pack = await drawPackOf(context.db, open.releasePackPk);
  if (windowOf(pack, context.clock.now()) !== 'closed') return false;
  return context.db.transaction(async (tx) => {
    const [draw] = await tx.select().from(draws).where(and(eq(draws.publicPk, open.publicPk), isNull(draws.drawnAt))).for('update');
    if (!draw) return false;
    const now = context.clock.now();
    const entries = await entriesOfPack(tx, pack.publicPk);
    const paid = entries.filter((entry) => entry.status === 'paid');
    const handlers = await handlersOf(tx, paid.map((entry) => entry.userPk));
    const published: PublishedDrawEntry[] = paid
      .map((entry) => ({ publicPk: entry.publicPk, handler: handlers.get(entry.userPk) ?? '', weight: pack.kind === 'shuffle' ? 1 : entry.quantity }))
      .sort((a, b) => (a.publicPk < b.publicPk ? -1 : 1));
    const prizes = await prizeEditions(tx, pack.publicPk);
    const winners = drawWinners({ seed: draw.seed, entries: published, prizes: prizes.length });
    const editionNftPks = winners.map((_, index) => prizes[index]!.publicPk);
    await tx.update(draws).set({ prizes: prizes.length, entries: published, winners, editionNftPks, drawnAt: now }).where(eq(draws.publicPk, draw.publicPk));
    for (const entry of entries) {
      const rank = winners.indexOf(entry.publicPk);
      if (entry.status !== 'paid') await updateEntry(tx, entry.publicPk, { outcome: 'void' }, now);
      else if (rank >= 0) await updateEntry(tx, entry.publicPk, { status: 'success', outcome: 'won', prizeEditionNftPk: editionNftPks[rank]! }, now);
      else await updateEntry(tx, entry.publicPk, { status: 'success', outcome: 'lost' }, now);
    }
    await recordAudit(
      tx,
      null,
      {
        action: `${pack.kind}.drawn`,
        subjectType: 'draw',
        subjectPk: draw.publicPk,
        before: { seedHash: draw.seedHash, committedAt: draw.createdAt },
        after: { releasePackPk: pack.publicPk, seed: draw.seed, entrants: published.length, tickets: published.reduce((sum, entry) => sum + entry.weight, 0), prizes: prizes.length, winners, editionNftPks },
      },
      now,
    );
    return true;
  });
}

export async function drawDueDraws(context: AppContext): Promise<number> {
  let drawn = 0;
  for (const draw of await undrawnDraws(context.db)) if (await drawOne(context, draw)) drawn += 1;
  return drawn;
}
